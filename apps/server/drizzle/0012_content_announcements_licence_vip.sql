CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"execution" text,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"promotion_type" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "announcements_type_known" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "announcements_execution_known" CHECK ("announcements"."execution" is null or "announcements"."execution" in ('A', 'F', 'B'))
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"language" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"authority" text NOT NULL,
	"licence_number" text NOT NULL,
	"content_html" text NOT NULL,
	"seal_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"min_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"upgrade_bonus_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_level_range" CHECK ("vip_levels"."level" >= 0 and "vip_levels"."level" <= 99),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."min_valid_bet_minor" >= 0 and "vip_levels"."min_deposit_minor" >= 0 and "vip_levels"."upgrade_bonus_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_upgrades" (
	"account_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"ledger_transaction_id" bigint,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_upgrades_account_id_level_pk" PRIMARY KEY("account_id","level")
);
--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_language_published" ON "announcements" USING btree ("language","published_at");