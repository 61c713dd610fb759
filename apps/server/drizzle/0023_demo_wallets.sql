CREATE TABLE "house_demo_moves" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference_transaction_id" text,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_demo_moves_kind_known" CHECK ("house_demo_moves"."kind" in ('debit', 'credit', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "house_demo_wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"balance_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_demo_wallets_balance_not_negative" CHECK ("house_demo_wallets"."balance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "house_demo_moves" ADD CONSTRAINT "house_demo_moves_wallet_id_house_demo_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."house_demo_wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_demo_moves_reference" ON "house_demo_moves" USING btree ("reference_transaction_id");--> statement-breakpoint
CREATE INDEX "house_demo_wallets_created" ON "house_demo_wallets" USING btree ("created_at");