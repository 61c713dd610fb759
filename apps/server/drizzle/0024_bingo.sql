CREATE TABLE "house_bingo_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_code" text NOT NULL,
	"round_number" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"balls_announced" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_bingo_rounds_room_number" UNIQUE("room_code","round_number"),
	CONSTRAINT "house_bingo_rounds_status_known" CHECK ("house_bingo_rounds"."status" in ('open', 'drawn', 'settled')),
	CONSTRAINT "house_bingo_rounds_balls_announced" CHECK ("house_bingo_rounds"."balls_announced" between 0 and 75)
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "bingo_round_id" bigint;--> statement-breakpoint
CREATE INDEX "house_bingo_rounds_status_drawn" ON "house_bingo_rounds" USING btree ("status","drawn_at");--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_bingo_round_id_house_bingo_rounds_id_fk" FOREIGN KEY ("bingo_round_id") REFERENCES "public"."house_bingo_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_rounds_bingo_player" ON "house_rounds" USING btree ("bingo_round_id","player_id");