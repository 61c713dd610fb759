CREATE TABLE "house_baccarat_hands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"round_number" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"dealt_at" timestamp with time zone,
	CONSTRAINT "house_baccarat_hands_table_round" UNIQUE("table_code","round_number"),
	CONSTRAINT "house_baccarat_hands_status_known" CHECK ("house_baccarat_hands"."status" in ('open', 'dealt', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "house_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_number" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "house_lottery_draws_game_number" UNIQUE("game_code","draw_number"),
	CONSTRAINT "house_lottery_draws_status_known" CHECK ("house_lottery_draws"."status" in ('open', 'drawn', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"player_id" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"seed_id" bigint,
	"nonce" integer,
	"draw_id" bigint,
	"hand_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "house_rounds_status_known" CHECK ("house_rounds"."status" in ('pending', 'open', 'settled', 'refused', 'cancelled')),
	CONSTRAINT "house_rounds_amounts_not_negative" CHECK ("house_rounds"."stake_minor" >= 0 and "house_rounds"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_draw_id_house_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."house_lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_hand_id_house_baccarat_hands_id_fk" FOREIGN KEY ("hand_id") REFERENCES "public"."house_baccarat_hands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_baccarat_hands_status_settles" ON "house_baccarat_hands" USING btree ("status","settles_at");--> statement-breakpoint
CREATE INDEX "house_lottery_draws_status_draw_at" ON "house_lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "house_rounds_player_created" ON "house_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_status_created" ON "house_rounds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_draw" ON "house_rounds" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "house_rounds_hand_player" ON "house_rounds" USING btree ("hand_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_one_active" ON "house_seeds" USING btree ("player_id","vendor_code") WHERE "house_seeds"."active";--> statement-breakpoint
CREATE INDEX "house_sessions_expires" ON "house_sessions" USING btree ("expires_at");