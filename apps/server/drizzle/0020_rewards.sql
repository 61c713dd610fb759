CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"week_start" date NOT NULL,
	"reward_minor" bigint DEFAULT 0 NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"mission_points" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"category" text DEFAULT 'ALL' NOT NULL,
	"target_count" integer DEFAULT 0 NOT NULL,
	"target_amount_minor" bigint DEFAULT 0 NOT NULL,
	"reward_amount_minor" bigint DEFAULT 0 NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"mission_points" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_accruals" (
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accruals_account_id_day_source_pk" PRIMARY KEY("account_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "points_balances" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned_total" bigint DEFAULT 0 NOT NULL,
	"spent_total" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_balances_not_negative" CHECK ("points_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"points" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"good_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text DEFAULT 'IN_PROCESS' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"prizes_minor" jsonb NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"draw_id" bigint,
	"source" text NOT NULL,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'UNCLAIMED' NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"friend_id" bigint,
	"amount_minor" bigint NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once" ON "mission_claims" USING btree ("mission_id","account_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_claims_week" ON "mission_claims" USING btree ("week_start","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_key" ON "points_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "points_entries_account" ON "points_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_request" ON "points_redemptions" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "points_redemptions_account" ON "points_redemptions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "points_redemptions_status" ON "points_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "raffle_draws_due" ON "raffle_draws" USING btree ("status","draws_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_tickets_grant" ON "raffle_tickets" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "raffle_tickets_waiting" ON "raffle_tickets" USING btree ("draw_id","created_at");--> statement-breakpoint
CREATE INDEX "raffle_tickets_account" ON "raffle_tickets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_wins_rank" ON "raffle_wins" USING btree ("draw_id","rank");--> statement-breakpoint
CREATE INDEX "raffle_wins_account" ON "raffle_wins" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_earnings_day" ON "referral_earnings" USING btree ("referrer_id","day") WHERE kind = 'BET_SHARE';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_earnings_friend" ON "referral_earnings" USING btree ("friend_id") WHERE kind = 'FIRST_DEPOSIT';--> statement-breakpoint
CREATE INDEX "referral_earnings_referrer" ON "referral_earnings" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","created_at");