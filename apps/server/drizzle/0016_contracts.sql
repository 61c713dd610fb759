-- Agent contracts and their settlement (issue 14, ../shared/AGENTS.md §2 and §5, decision record 008):
-- contracts with their tiers' snapshot (at most one ACTIVE and one PENDING per holder, type and
-- category), settlement runs (one per type and period key) and bills (one per holder, type, category
-- and period key), and the operator's contract settings.
CREATE TABLE "contract_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_settings_one_row" CHECK ("contract_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"issuer_account_id" bigint,
	"holder_account_id" bigint NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"downline_higher_rate" boolean DEFAULT false NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"terminate_reason" text,
	"terminate_note" text DEFAULT '' NOT NULL,
	"supersedes_id" bigint,
	CONSTRAINT "contracts_status_known" CHECK ("contracts"."status" in ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "settlement_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"period_key" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"holder_account_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"payer_account_id" bigint,
	"depth" smallint NOT NULL,
	"team_bet_minor" bigint NOT NULL,
	"team_net_loss_minor" bigint NOT NULL,
	"carry_in_minor" bigint NOT NULL,
	"base_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"required_active" integer NOT NULL,
	"tier" smallint,
	"rate_ppm" integer,
	"fixed_minor" bigint,
	"gross_minor" bigint NOT NULL,
	"children_gross_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"received_minor" bigint DEFAULT 0 NOT NULL,
	"legs" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"period_key" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_issuer_account_id_accounts_id_fk" FOREIGN KEY ("issuer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_holder_account_id_accounts_id_fk" FOREIGN KEY ("holder_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_active" ON "contracts" USING btree ("holder_account_id","type","category") WHERE "contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_pending" ON "contracts" USING btree ("holder_account_id","type","category") WHERE "contracts"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "contracts_issuer" ON "contracts" USING btree ("issuer_account_id","type","category");--> statement-breakpoint
CREATE INDEX "contracts_type_status" ON "contracts" USING btree ("type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_bills_holder_period" ON "settlement_bills" USING btree ("holder_account_id","type","category","period_key");--> statement-breakpoint
CREATE INDEX "settlement_bills_period" ON "settlement_bills" USING btree ("type","period_key");--> statement-breakpoint
CREATE INDEX "settlement_bills_payer" ON "settlement_bills" USING btree ("payer_account_id","status");--> statement-breakpoint
CREATE INDEX "settlement_bills_open" ON "settlement_bills" USING btree ("status") WHERE "settlement_bills"."status" in ('PARTIAL', 'INSUFFICIENT', 'PAYABLE');--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_runs_type_period" ON "settlement_runs" USING btree ("type","period_key");