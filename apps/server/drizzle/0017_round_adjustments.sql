-- The real-time salary's adjustments (issue 14, AGENTS.md §3): a settled round whose valid bet changes later is
-- written to round_adjustments by a trigger, so that no path can change a counted round unseen.
CREATE TABLE "round_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_round_id" bigint NOT NULL,
	"member_account_id" bigint NOT NULL,
	"game_category" text NOT NULL,
	"settled_before" timestamp with time zone NOT NULL,
	"valid_bet_delta_minor" bigint NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "round_adjustments_processed" ON "round_adjustments" USING btree ("processed_at");--> statement-breakpoint
-- Every change to a settled round's valid bet, whatever path makes it (a vendor's void or
-- resettlement, an operator's correction), leaves its adjustment for the real-time salary.
create or replace function game_rounds_adjusted() returns trigger language plpgsql as $$
begin
  insert into round_adjustments (game_round_id, member_account_id, game_category, settled_before, valid_bet_delta_minor)
  values (new.id, new.member_account_id, new.game_category, old.settled_at,
    (case when new.status = 'settled' then new.valid_bet_minor else 0 end) - old.valid_bet_minor);
  return new;
end;
$$;
--> statement-breakpoint
create trigger game_rounds_adjusted after update of status, valid_bet_minor on game_rounds
  for each row
  when (old.status = 'settled' and old.settled_at is not null
    and (new.status is distinct from old.status or new.valid_bet_minor is distinct from old.valid_bet_minor))
  execute function game_rounds_adjusted();
