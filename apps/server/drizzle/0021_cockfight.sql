-- The house cockfight studio (issue 16 item 4): one shared fight per arena every 3 minutes, and each bet's
-- house round pointing at its fight.
CREATE TABLE "house_cockfight_fights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"arena_code" text NOT NULL,
	"fight_number" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"decides_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"meron_code" text NOT NULL,
	"wala_code" text NOT NULL,
	"meron_price_hundredths" integer NOT NULL,
	"wala_price_hundredths" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"outcome" text,
	"result" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "house_cockfight_fights_arena_number" UNIQUE("arena_code","fight_number"),
	CONSTRAINT "house_cockfight_fights_status_known" CHECK ("house_cockfight_fights"."status" in ('open', 'decided', 'settled')),
	CONSTRAINT "house_cockfight_fights_outcome_known" CHECK ("house_cockfight_fights"."outcome" is null or "house_cockfight_fights"."outcome" in ('meron', 'wala', 'draw'))
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "fight_id" bigint;--> statement-breakpoint
CREATE INDEX "house_cockfight_fights_status_decides" ON "house_cockfight_fights" USING btree ("status","decides_at");--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_fight_id_house_cockfight_fights_id_fk" FOREIGN KEY ("fight_id") REFERENCES "public"."house_cockfight_fights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_rounds_fight_player" ON "house_rounds" USING btree ("fight_id","player_id");