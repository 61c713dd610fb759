CREATE TABLE "feedback_images" (
	"feedback_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"answered_by" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_content_length" CHECK (char_length("feedback"."content") between 1 and 140),
	CONSTRAINT "feedback_answer_state" CHECK (("feedback"."status" = 'OPEN' and "feedback"."answer" is null and "feedback"."answered_at" is null)
        or ("feedback"."status" = 'ANSWERED' and "feedback"."answer" is not null and "feedback"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_images_feedback" ON "feedback_images" USING btree ("feedback_id","position");--> statement-breakpoint
CREATE INDEX "feedback_account_created" ON "feedback" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_created" ON "feedback" USING btree ("status","created_at");