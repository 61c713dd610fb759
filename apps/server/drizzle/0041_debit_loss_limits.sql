-- A debit asks in its own statement whether the member has loss limits (issue 19 item 5): with
-- p_check_loss_limits, a member who has one gets o_status LOSS_LIMITS and nothing is moved, and the
-- caller runs the debit again inside the limits check's transaction (vendors.service.ts). A replay is
-- answered before the question, as before. The members without limits (nearly all) keep one round
-- trip per debit (decision 005's hot path): the separate look-up before every debit had cost the
-- wallet bench a tenth of its rounds and a third on the debit's p50 (one machine, one day: 378-411
-- rounds/s and p50 45 ms with it, 454 rounds/s and p50 33 ms without).
drop function vendor_debit(text, text, text, bigint, text, text, text, bigint, text, text, jsonb, bigint[], bigint[]);
--> statement-breakpoint
create or replace function vendor_debit(
  p_vendor text,
  p_transaction text,
  p_hash text,
  p_member bigint,
  p_round text,
  p_game text,
  p_category text,
  p_amount bigint,
  p_ledger_key text,
  p_ledger_hash text,
  p_metadata jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_check_loss_limits boolean,
  out o_status text,
  out o_balance text
) language plpgsql as $$
declare
  v_lock record;
  v_round_id bigint;
  v_applied record;
begin
  select * into v_lock from vendor_lock_and_replay(p_vendor, p_transaction, p_hash, p_accounts);
  o_balance := v_lock.o_balance::text;
  if v_lock.o_status <> 'OK' then
    o_status := v_lock.o_status;
    return;
  end if;
  if p_check_loss_limits and exists (
    select 1 from loss_limits
    where account_id = p_member and (amount_minor is not null or pending_from is not null)
  ) then
    o_status := 'LOSS_LIMITS';
    return;
  end if;
  if v_lock.o_balance < p_amount then
    o_status := 'INSUFFICIENT_FUNDS';
    return;
  end if;
  if exists (
    select 1 from vendor_rollbacks where vendor_code = p_vendor and reference_transaction_id = p_transaction
  ) then
    o_status := 'ROUND_CLOSED';
    return;
  end if;
  -- Opens the round, or adds to an open one; a closed round is left as it is and answers no row.
  insert into game_rounds
      (vendor_code, round_id, member_account_id, game_code, game_category, stake_minor, valid_bet_minor)
    values (p_vendor, p_round, p_member, p_game, p_category, p_amount, p_amount)
    on conflict (vendor_code, round_id, member_account_id) do update
      set stake_minor = game_rounds.stake_minor + excluded.stake_minor,
          valid_bet_minor = game_rounds.valid_bet_minor + excluded.valid_bet_minor
      where game_rounds.status = 'open'
    returning id into v_round_id;
  if not found then
    o_status := 'ROUND_CLOSED';
    return;
  end if;
  select * into v_applied
    from ledger_apply(p_ledger_key, 'vendor_debit', p_ledger_hash, p_metadata, p_accounts, p_amounts);
  o_balance := v_applied.o_balances[1]::text;
  perform vendor_record(p_vendor, p_transaction, 'debit', p_hash, p_member, v_round_id, p_amount,
    v_applied.o_transaction_id, v_applied.o_balances[1]);
  o_status := 'OK';
end;
$$;
