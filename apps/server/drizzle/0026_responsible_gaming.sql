CREATE TABLE "deposit_limits" (
	"account_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_amount_minor" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_account_id_period_pk" PRIMARY KEY("account_id","period"),
	CONSTRAINT "deposit_limits_period_known" CHECK ("deposit_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "deposit_limits_amount_not_negative" CHECK ("deposit_limits"."amount_minor" >= 0),
	CONSTRAINT "deposit_limits_pending_not_negative" CHECK ("deposit_limits"."pending_amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "play_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ip" text,
	CONSTRAINT "play_breaks_kind_known" CHECK ("play_breaks"."kind" in ('timeOut', 'selfExclusion')),
	CONSTRAINT "play_breaks_ends_after_start" CHECK ("play_breaks"."ends_at" > "play_breaks"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "play_breaks_account_ends" ON "play_breaks" USING btree ("account_id","ends_at");--> statement-breakpoint
-- A break from play is a promise to the member and to the regulator: no path, not even an
-- operator's SQL by mistake, may shorten or remove one. A longer break is a new row.
create or replace function play_breaks_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'play_breaks is append-only: a break from play is never changed or removed';
end;
$$;
--> statement-breakpoint
create trigger play_breaks_append_only before update or delete on play_breaks
  for each row execute function play_breaks_append_only();
