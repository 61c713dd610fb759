ALTER TABLE "oidc_handoffs" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_handoffs" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_handoffs" ADD COLUMN "invitation_code" text;--> statement-breakpoint
ALTER TABLE "oidc_handoffs" ADD CONSTRAINT "oidc_handoffs_account_of_kind" CHECK (("oidc_handoffs"."kind" = 'register') = ("oidc_handoffs"."account_id" is null));