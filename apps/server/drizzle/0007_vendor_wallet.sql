CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"member_account_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"game_category" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_known" CHECK ("game_rounds"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "game_rounds_amounts_not_negative" CHECK ("game_rounds"."stake_minor" >= 0 and "game_rounds"."valid_bet_minor" >= 0 and "game_rounds"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_rollbacks" (
	"vendor_code" text NOT NULL,
	"reference_transaction_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"member_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_rollbacks_vendor_code_reference_transaction_id_pk" PRIMARY KEY("vendor_code","reference_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"member_account_id" bigint NOT NULL,
	"game_round_id" bigint,
	"amount_minor" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_account_id_accounts_id_fk" FOREIGN KEY ("member_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rollbacks" ADD CONSTRAINT "vendor_rollbacks_member_account_id_accounts_id_fk" FOREIGN KEY ("member_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_account_id_accounts_id_fk" FOREIGN KEY ("member_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_game_round_id_game_rounds_id_fk" FOREIGN KEY ("game_round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round_member" ON "game_rounds" USING btree ("vendor_code","round_id","member_account_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_placed" ON "game_rounds" USING btree ("member_account_id","placed_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled" ON "game_rounds" USING btree ("settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_vendor_transaction" ON "vendor_transactions" USING btree ("vendor_code","transaction_id");