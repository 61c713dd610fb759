CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_id" bigint,
	"actor_username" text NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_target" ON "audit_entries" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor" ON "audit_entries" USING btree (lower("actor_username"),"at");--> statement-breakpoint
-- The audit trail is evidence: no path, not even an operator's SQL by mistake, may change or remove
-- an entry. A correction is a new entry.
create or replace function audit_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_entries is append-only: an audit entry is never changed or removed';
end;
$$;
--> statement-breakpoint
create trigger audit_entries_append_only before update or delete on audit_entries
  for each row execute function audit_entries_append_only();
--> statement-breakpoint
create trigger audit_entries_no_truncate before truncate on audit_entries
  for each statement execute function audit_entries_append_only();
