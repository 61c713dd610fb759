CREATE TABLE "livechat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"account_id" bigint,
	"state" text DEFAULT 'waiting' NOT NULL,
	"agent_id" bigint,
	"token_key" text NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "livechat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"author" text NOT NULL,
	"agent_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "livechat_models" (
	"code" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "livechat_conversations" ADD CONSTRAINT "livechat_conversations_model_code_livechat_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."livechat_models"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "livechat_conversations" ADD CONSTRAINT "livechat_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_conversations" ADD CONSTRAINT "livechat_conversations_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_messages" ADD CONSTRAINT "livechat_messages_conversation_id_livechat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."livechat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_messages" ADD CONSTRAINT "livechat_messages_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "livechat_conversations_state_updated" ON "livechat_conversations" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "livechat_conversations_open_account" ON "livechat_conversations" USING btree ("account_id") WHERE "livechat_conversations"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "livechat_messages_conversation" ON "livechat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
-- The channels every installation starts with; the operator renames, reorders or disables them in the console.
INSERT INTO "livechat_models" ("code", "name_vi", "name_en", "sort_order") VALUES
	('general', 'Hỗ trợ chung', 'General help', 0),
	('payments', 'Nạp và rút tiền', 'Deposit & withdrawal', 1),
	('vip', 'Chăm sóc VIP', 'VIP service', 2)
ON CONFLICT DO NOTHING;
