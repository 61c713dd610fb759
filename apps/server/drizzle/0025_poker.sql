CREATE TABLE "house_poker_hands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"hand_number" bigint NOT NULL,
	"button_seat" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"turn_started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_poker_hands_table_number" UNIQUE("table_code","hand_number"),
	CONSTRAINT "house_poker_hands_status_known" CHECK ("house_poker_hands"."status" in ('open', 'ended', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "house_poker_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"seat" integer NOT NULL,
	"player_id" bigint,
	"bot_name" text,
	"stack_target_minor" bigint NOT NULL,
	"sitting_out" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_poker_seats_table_seat" UNIQUE("table_code","seat"),
	CONSTRAINT "house_poker_seats_seat_range" CHECK ("house_poker_seats"."seat" between 1 and 9),
	CONSTRAINT "house_poker_seats_member_or_bot" CHECK (("house_poker_seats"."player_id" is null) <> ("house_poker_seats"."bot_name" is null))
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "poker_hand_id" bigint;--> statement-breakpoint
CREATE INDEX "house_poker_hands_status_table" ON "house_poker_hands" USING btree ("status","table_code");--> statement-breakpoint
CREATE UNIQUE INDEX "house_poker_seats_table_player" ON "house_poker_seats" USING btree ("table_code","player_id") WHERE "house_poker_seats"."player_id" is not null;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_poker_hand_id_house_poker_hands_id_fk" FOREIGN KEY ("poker_hand_id") REFERENCES "public"."house_poker_hands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_rounds_poker_player" ON "house_rounds" USING btree ("poker_hand_id","player_id");