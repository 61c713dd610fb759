-- The agent centre (issue 13, docs/decisions/007-agent-team-queries.md). Invite links are affiliate
-- codes with the type a newcomer gets and an on/off switch. The reports keep the sums of closed site
-- days per account and per account's descendants (agent_day_totals, agent_team_day_totals, marked in
-- agent_closed_days) and read the days not yet closed raw, through the indexes below.
-- Written here by hand, because drizzle-kit cannot express INCLUDE: the day sums' key carries the
-- valid bet (a team's active members over a period from the index alone), and game_rounds_settled
-- (the site's rounds by time, replacing the plain index of that name) and game_rounds_member_settled
-- (a team member's) carry the rounds' figures, so that a day's rounds are read from an index alone,
-- for a large team or a small one.
CREATE TABLE "agent_closed_days" (
	"offset_minutes" integer NOT NULL,
	"active_min_valid_bet_minor" bigint NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_closed_days_offset_minutes_active_min_valid_bet_minor_day_pk" PRIMARY KEY("offset_minutes","active_min_valid_bet_minor","day")
);
--> statement-breakpoint
CREATE TABLE "agent_day_totals" (
	"offset_minutes" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"rebate_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"first_deposit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "agent_day_totals_offset_minutes_account_id_day_pk" PRIMARY KEY("offset_minutes","account_id","day") INCLUDE ("valid_bet_minor")
);
--> statement-breakpoint
CREATE TABLE "agent_team_day_totals" (
	"offset_minutes" integer NOT NULL,
	"active_min_valid_bet_minor" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"rebate_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"first_depositors" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_day_totals_offset_minutes_active_min_valid_bet_minor_account_id_day_pk" PRIMARY KEY("offset_minutes","active_min_valid_bet_minor","account_id","day")
);
--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD COLUMN "kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "deposits_credited" ON "deposits" USING btree ("decided_at") WHERE "deposits"."status" = 'credited';--> statement-breakpoint
CREATE INDEX "deposits_account_credited" ON "deposits" USING btree ("account_id","decided_at") WHERE "deposits"."status" = 'credited';--> statement-breakpoint
CREATE INDEX "withdrawals_paid" ON "withdrawals" USING btree ("paid_at") WHERE "withdrawals"."status" in ('paid', 'received');--> statement-breakpoint
DROP INDEX "game_rounds_settled";--> statement-breakpoint
CREATE INDEX "game_rounds_settled" ON "game_rounds" USING btree ("settled_at") INCLUDE ("member_account_id","status","stake_minor","valid_bet_minor","payout_minor");--> statement-breakpoint
CREATE INDEX "game_rounds_member_settled" ON "game_rounds" USING btree ("member_account_id","settled_at") INCLUDE ("stake_minor","valid_bet_minor","payout_minor") WHERE "game_rounds"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "ledger_transactions_promotions_created" ON "ledger_transactions" USING btree ("created_at") WHERE "ledger_transactions"."kind" = 'demo_bonus' or "ledger_transactions"."kind" like 'bonus%' or "ledger_transactions"."kind" like 'rebate%';--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_kind_known" CHECK ("affiliate_codes"."kind" in ('member', 'agent'));