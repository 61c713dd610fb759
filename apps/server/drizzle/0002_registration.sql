CREATE TABLE "account_profiles" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"payee_name" text,
	"payment_password_hash" text,
	"qq_num" text,
	"line" text,
	"whatsapp" text,
	"facebook" text,
	"wechat" text,
	"id_number" text,
	"recommender_id" text,
	"affiliate_code" text,
	"referral_code" text,
	"register_method" text NOT NULL,
	"register_domain" text,
	"register_url" text,
	"register_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_field_rules" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" integer NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_codes_code_lower" ON "affiliate_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "affiliate_codes_account_id" ON "affiliate_codes" USING btree ("account_id");