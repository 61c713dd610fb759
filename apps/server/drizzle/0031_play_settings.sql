CREATE TABLE "play_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"session_limit_minutes" integer,
	"pending_session_limit_minutes" integer,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_settings_reality_check_positive" CHECK ("play_settings"."reality_check_minutes" > 0),
	CONSTRAINT "play_settings_session_limit_positive" CHECK ("play_settings"."session_limit_minutes" > 0),
	CONSTRAINT "play_settings_pending_positive" CHECK ("play_settings"."pending_session_limit_minutes" > 0)
);
