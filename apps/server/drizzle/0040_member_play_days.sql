CREATE TABLE "member_play_days" (
	"day" date NOT NULL,
	"member_account_id" bigint NOT NULL,
	"quarters" bit(96) NOT NULL,
	CONSTRAINT "member_play_days_day_member_account_id_pk" PRIMARY KEY("day","member_account_id")
);
--> statement-breakpoint
-- The UTC day of an instant and its quarter hour's bit (the first bit 00:00–00:15), from the epoch
-- alone (immutable: no time zone setting involved).
create or replace function member_play_day(p_at timestamptz) returns date language sql immutable as $$
  select date '1970-01-01' + floor(extract(epoch from p_at) / 86400)::int
$$;
--> statement-breakpoint
create or replace function member_play_quarter(p_at timestamptz) returns bit(96) language sql immutable as $$
  select ('1' || repeat('0', 95))::bit(96) >> (floor(extract(epoch from p_at) / 900)::bigint - floor(extract(epoch from p_at) / 86400)::bigint * 96)::int
$$;
--> statement-breakpoint
-- A settled round of p_member at p_at: its quarter's bit, written only when it was not set yet. The
-- vendor functions hold the member's wallet lock while they settle or cancel a round (migration
-- 0013), so one member's marks and recounts never interleave.
create or replace function member_play_days_mark(p_member bigint, p_at timestamptz) returns void language plpgsql as $$
declare
  v_day date := member_play_day(p_at);
  v_bit bit(96) := member_play_quarter(p_at);
begin
  perform 1 from member_play_days
    where day = v_day and member_account_id = p_member and quarters & v_bit = v_bit;
  if found then
    return;
  end if;
  insert into member_play_days (day, member_account_id, quarters) values (v_day, p_member, v_bit)
    on conflict (day, member_account_id) do update set quarters = member_play_days.quarters | excluded.quarters;
end;
$$;
--> statement-breakpoint
-- A settled round left p_member's UTC day p_day (cancelled, moved, deleted): the day's bits again
-- from its settled rounds (game_rounds_member_settled), the row gone when none is left.
create or replace function member_play_days_recount(p_member bigint, p_day date) returns void language plpgsql as $$
declare
  v_quarters bit(96);
begin
  select bit_or(member_play_quarter(g.settled_at)) into v_quarters from game_rounds g
    where g.member_account_id = p_member and g.status = 'settled'
      and g.settled_at >= p_day::timestamp at time zone 'UTC'
      and g.settled_at < (p_day + 1)::timestamp at time zone 'UTC';
  if v_quarters is null then
    delete from member_play_days where day = p_day and member_account_id = p_member;
  else
    insert into member_play_days (day, member_account_id, quarters) values (p_day, p_member, v_quarters)
      on conflict (day, member_account_id) do update set quarters = excluded.quarters;
  end if;
end;
$$;
--> statement-breakpoint
create or replace function game_rounds_played() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'settled' and old.settled_at is not null then
    perform member_play_days_recount(old.member_account_id, member_play_day(old.settled_at));
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'settled' and new.settled_at is not null then
    perform member_play_days_mark(new.member_account_id, new.settled_at);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
-- Row triggers with a WHEN: a debit's insert or stake update (an open round) calls nothing; a credit
-- that settles a round calls one mark.
create trigger game_rounds_played_insert after insert on game_rounds
  for each row when (new.status = 'settled' and new.settled_at is not null)
  execute function game_rounds_played();
--> statement-breakpoint
create trigger game_rounds_played_update after update of status, settled_at, member_account_id on game_rounds
  for each row when (
    (old.status = 'settled' and old.settled_at is not null) <> (new.status = 'settled' and new.settled_at is not null)
    or (new.status = 'settled' and new.settled_at is not null
      and (new.settled_at <> old.settled_at or new.member_account_id <> old.member_account_id)))
  execute function game_rounds_played();
--> statement-breakpoint
create trigger game_rounds_played_delete after delete on game_rounds
  for each row when (old.status = 'settled' and old.settled_at is not null)
  execute function game_rounds_played();
--> statement-breakpoint
create or replace function game_rounds_played_truncated() returns trigger language plpgsql as $$
begin
  truncate member_play_days;
  return null;
end;
$$;
--> statement-breakpoint
create trigger game_rounds_played_truncate after truncate on game_rounds
  for each statement execute function game_rounds_played_truncated();
--> statement-breakpoint
insert into member_play_days (day, member_account_id, quarters)
  select member_play_day(settled_at), member_account_id, bit_or(member_play_quarter(settled_at))
    from game_rounds where status = 'settled' and settled_at is not null
    group by 1, 2;
