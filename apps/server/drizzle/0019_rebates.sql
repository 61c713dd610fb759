-- Rebates (issue 15 item 4, AGENTS.md §3): settings, the automatic run of each site day, manual claims.
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"covered_to" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_runs" (
	"day" date NOT NULL,
	"offset_minutes" smallint NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request" ON "rebate_claims" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_account" ON "rebate_claims" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_runs_day" ON "rebate_runs" USING btree ("day","offset_minutes");