CREATE TABLE "house_sportsbook_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"legs" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"total_odds_hundredths" bigint NOT NULL,
	"potential_payout_minor" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"payout_minor" bigint,
	"cashed_out_minor" bigint,
	"decides_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_sportsbook_bets_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "house_sportsbook_bets_status_known" CHECK ("house_sportsbook_bets"."status" in ('OPEN', 'WON', 'PARTIAL', 'PUSH', 'VOID', 'LOST', 'CASHED_OUT', 'REFUSED')),
	CONSTRAINT "house_sportsbook_bets_amounts_not_negative" CHECK ("house_sportsbook_bets"."stake_minor" > 0 and "house_sportsbook_bets"."payout_minor" >= 0 and "house_sportsbook_bets"."cashed_out_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_sportsbook_fixtures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fixture_id" text NOT NULL,
	"day" text NOT NULL,
	"sport_code" text NOT NULL,
	"kick_off_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_sportsbook_fixtures_fixture_id_unique" UNIQUE("fixture_id"),
	CONSTRAINT "house_sportsbook_fixtures_status_known" CHECK ("house_sportsbook_fixtures"."status" in ('open', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "house_sportsbook_bets_player_created" ON "house_sportsbook_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "house_sportsbook_bets_status_decides" ON "house_sportsbook_bets" USING btree ("status","decides_at");--> statement-breakpoint
CREATE INDEX "house_sportsbook_fixtures_day" ON "house_sportsbook_fixtures" USING btree ("day");--> statement-breakpoint
CREATE INDEX "house_sportsbook_fixtures_status_ends" ON "house_sportsbook_fixtures" USING btree ("status","ends_at");