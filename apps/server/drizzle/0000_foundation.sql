CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"parent_id" bigint,
	"ancestor_path" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text,
	"mobile_country_code" text,
	"mobile_number" text,
	"status" text DEFAULT 'active' NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_topics_code_language" UNIQUE("code","language")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text,
	"icon_url" text NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"is_vassalage" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_vendor_game_code" UNIQUE("vendor_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"icon_url" text NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"secret" text,
	"is_house" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"site" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_blocks_kind_value" UNIQUE("kind","value")
);
--> statement-breakpoint
CREATE TABLE "customer_service_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_resources" (
	"resource_type" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_modules" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encryption_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_unique" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "accounts_parent_id" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "accounts_ancestor_path" ON "accounts" USING gin ("ancestor_path");--> statement-breakpoint
CREATE INDEX "notices_language_published" ON "notices" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "games_type_vendor" ON "games" USING btree ("game_type","vendor_code");--> statement-breakpoint
CREATE INDEX "sessions_account_id" ON "sessions" USING btree ("account_id");