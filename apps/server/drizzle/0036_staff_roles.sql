CREATE TABLE "operator_staff" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_staff_role" CHECK ("operator_staff"."role" in ('admin', 'finance', 'support', 'content', 'readonly'))
);
--> statement-breakpoint
ALTER TABLE "operator_staff" ADD CONSTRAINT "operator_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;