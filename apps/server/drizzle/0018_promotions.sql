-- Promotions (issue 15, decision record 009): promotions, members' entries per period, application images and
-- the turnover locks of bonus money.
CREATE TABLE "promotion_application_images" (
	"entry_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone,
	"signed_days" smallint DEFAULT 0 NOT NULL,
	"last_signed_day" date,
	"note" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"award_amount" bigint,
	"award_issued" boolean,
	"awarded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"content_vi" text NOT NULL,
	"content_en" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"audience" text NOT NULL,
	"vip_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_member_days" integer DEFAULT 7 NOT NULL,
	"trigger" text NOT NULL,
	"min_amount_minor" bigint DEFAULT 0 NOT NULL,
	"category" text DEFAULT 'ALL' NOT NULL,
	"sign_in_days" integer DEFAULT 1 NOT NULL,
	"requires_join" boolean DEFAULT false NOT NULL,
	"requires_claim" boolean DEFAULT true NOT NULL,
	"reward" text NOT NULL,
	"reward_amount_minor" bigint DEFAULT 0 NOT NULL,
	"reward_percent_bp" integer,
	"reward_units" integer DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_locks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"source" text NOT NULL,
	"bonus_minor" bigint NOT NULL,
	"required_minor" bigint NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"met_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_application_images_entry" ON "promotion_application_images" USING btree ("entry_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member_period" ON "promotion_entries" USING btree ("promotion_id","account_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_entries_state" ON "promotion_entries" USING btree ("state","promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_enabled" ON "promotions" USING btree ("enabled","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_locks_source" ON "turnover_locks" USING btree ("account_id","source");--> statement-breakpoint
CREATE INDEX "turnover_locks_active" ON "turnover_locks" USING btree ("account_id") WHERE "turnover_locks"."status" = 'ACTIVE';