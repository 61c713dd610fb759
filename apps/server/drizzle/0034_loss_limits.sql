CREATE TABLE "loss_limits" (
	"account_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_amount_minor" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loss_limits_account_id_period_pk" PRIMARY KEY("account_id","period"),
	CONSTRAINT "loss_limits_period_known" CHECK ("loss_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "loss_limits_amount_not_negative" CHECK ("loss_limits"."amount_minor" >= 0),
	CONSTRAINT "loss_limits_pending_not_negative" CHECK ("loss_limits"."pending_amount_minor" >= 0)
);
