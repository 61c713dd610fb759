-- Money movements as stored functions (docs/decisions/005-wallet-hot-path.md): each movement is one
-- SQL statement, so one round trip from the API process, and the rows it locks are held only while
-- the database itself works and commits, never across network round trips.
--
-- ledger_apply writes one ledger transaction whose accounts the caller has locked and checked: the
-- transaction row, each account's new balance and the entries carrying it, in one statement.
-- o_balances lines up with p_accounts. The CHECK constraint on ledger_accounts (a member's account
-- never below zero) stays as the last guard.
create or replace function ledger_apply(
  p_key text,
  p_kind text,
  p_hash text,
  p_metadata jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  out o_transaction_id bigint,
  out o_balances bigint[]
) language plpgsql as $$
begin
  with posted_transaction as (
    insert into ledger_transactions (kind, idempotency_key, request_hash, metadata)
      values (p_kind, p_key, p_hash, p_metadata)
      returning id
  ), moved as (
    update ledger_accounts account
      set balance_minor = account.balance_minor + posted.amount
      from unnest(p_accounts, p_amounts) as posted(account_id, amount)
      where account.id = posted.account_id
      returning account.id, account.balance_minor, posted.amount
  ), entries as (
    insert into ledger_entries (transaction_id, ledger_account_id, amount_minor, balance_after_minor)
      select (select id from posted_transaction), moved.id, moved.amount, moved.balance_minor from moved
  )
  select (select id from posted_transaction),
         array_agg(moved.balance_minor order by array_position(p_accounts, moved.id))
    into o_transaction_id, o_balances
    from moved;
  if cardinality(o_balances) is distinct from cardinality(p_accounts) then
    raise exception 'posting to an unknown ledger account';
  end if;
end;
$$;
--> statement-breakpoint
-- ledger_post applies one ledger transaction on its own: a replay of its idempotency key answers the
-- first transaction (or DUPLICATE_CONFLICT for another request hash); the accounts are locked in id
-- order (the order every movement locks in, so two never wait on each other crosswise); a member's
-- account never goes below zero (INSUFFICIENT_FUNDS with that account's balance). The member kinds
-- are MEMBER_LEDGER_KINDS of wallet.table.ts.
create or replace function ledger_post(
  p_key text,
  p_kind text,
  p_hash text,
  p_metadata jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  out o_status text,
  out o_transaction_id bigint,
  out o_balances text[]
) language plpgsql as $$
declare
  v_existing record;
  v_account record;
  v_applied record;
  v_index int;
begin
  select id, request_hash into v_existing from ledger_transactions where idempotency_key = p_key;
  if found then
    if v_existing.request_hash <> p_hash then
      o_status := 'DUPLICATE_CONFLICT';
      return;
    end if;
    o_status := 'REPLAY';
    o_transaction_id := v_existing.id;
    select array_agg(entry.balance_after_minor::text order by posted.position)
      into o_balances
      from unnest(p_accounts) with ordinality as posted(account_id, position)
      left join ledger_entries entry
        on entry.transaction_id = v_existing.id and entry.ledger_account_id = posted.account_id;
    return;
  end if;
  for v_account in
    select id, kind, balance_minor from ledger_accounts where id = any(p_accounts) order by id for update
  loop
    v_index := array_position(p_accounts, v_account.id);
    if v_account.balance_minor + p_amounts[v_index] < 0
       and v_account.kind in ('member_wallet', 'member_vendor_wallet') then
      o_status := 'INSUFFICIENT_FUNDS';
      o_balances := array[v_account.balance_minor::text];
      return;
    end if;
  end loop;
  select * into v_applied from ledger_apply(p_key, p_kind, p_hash, p_metadata, p_accounts, p_amounts);
  o_status := 'OK';
  o_transaction_id := v_applied.o_transaction_id;
  o_balances := v_applied.o_balances::text[];
end;
$$;
--> statement-breakpoint
-- The seamless-wallet calls (DESIGN.md "Game vendors") begin here: lock the member's wallet and the
-- vendor's accounts in id order (p_accounts: the member's wallet first, then the house shard and, for
-- a house vendor's debit, the jackpot shard), so a member's calls never interleave; then answer a
-- replay of the vendor's transactionId (REPLAY with the first answer's balance, or
-- DUPLICATE_CONFLICT for another body). o_balance is the member's balance (the first answer's for a
-- replay).
create or replace function vendor_lock_and_replay(
  p_vendor text,
  p_transaction text,
  p_hash text,
  p_accounts bigint[],
  out o_status text,
  out o_balance bigint
) language plpgsql as $$
declare
  v_account record;
  v_earlier record;
begin
  for v_account in
    select id, balance_minor from ledger_accounts where id = any(p_accounts) order by id for update
  loop
    if v_account.id = p_accounts[1] then
      o_balance := v_account.balance_minor;
    end if;
  end loop;
  select request_hash, balance_after_minor into v_earlier
    from vendor_transactions where vendor_code = p_vendor and transaction_id = p_transaction;
  if found then
    o_status := case when v_earlier.request_hash = p_hash then 'REPLAY' else 'DUPLICATE_CONFLICT' end;
    o_balance := v_earlier.balance_after_minor;
    return;
  end if;
  o_status := 'OK';
end;
$$;
--> statement-breakpoint
-- The record of a vendor call: the idempotency record that answers its replays with this answer.
create or replace function vendor_record(
  p_vendor text,
  p_transaction text,
  p_kind text,
  p_hash text,
  p_member bigint,
  p_round_id bigint,
  p_amount bigint,
  p_ledger_transaction bigint,
  p_balance bigint
) returns void language sql as $$
  insert into vendor_transactions
      (vendor_code, transaction_id, kind, request_hash, member_account_id, game_round_id, amount_minor,
       ledger_transaction_id, balance_after_minor)
    values (p_vendor, p_transaction, p_kind, p_hash, p_member, p_round_id, p_amount, p_ledger_transaction,
       p_balance);
$$;
--> statement-breakpoint
-- A debit: takes the stake from the member (p_amounts: the member's −stake first) and opens the round
-- or adds to its stake. o_status: OK, REPLAY, DUPLICATE_CONFLICT, INSUFFICIENT_FUNDS (o_balance: the
-- member's balance), ROUND_CLOSED (the round is settled or cancelled, or a rollback of this debit
-- came first and closed it for good).
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
--> statement-breakpoint
-- A credit: p_accounts is [member wallet, house shard], p_amounts moves the payout (empty for 0.00,
-- which only settles the round). o_status: OK, REPLAY, DUPLICATE_CONFLICT, ROUND_NOT_FOUND (no debit
-- opened it), ROUND_CLOSED.
create or replace function vendor_credit(
  p_vendor text,
  p_transaction text,
  p_hash text,
  p_member bigint,
  p_round text,
  p_amount bigint,
  p_ledger_key text,
  p_ledger_hash text,
  p_metadata jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  out o_status text,
  out o_balance text
) language plpgsql as $$
declare
  v_lock record;
  v_round_id bigint;
  v_applied record;
  v_ledger_transaction bigint;
begin
  select * into v_lock from vendor_lock_and_replay(p_vendor, p_transaction, p_hash, p_accounts);
  o_balance := v_lock.o_balance::text;
  if v_lock.o_status <> 'OK' then
    o_status := v_lock.o_status;
    return;
  end if;
  update game_rounds
    set payout_minor = payout_minor + p_amount, status = 'settled', settled_at = now()
    where vendor_code = p_vendor and round_id = p_round and member_account_id = p_member and status = 'open'
    returning id into v_round_id;
  if not found then
    perform 1 from game_rounds where vendor_code = p_vendor and round_id = p_round and member_account_id = p_member;
    o_status := case when found then 'ROUND_CLOSED' else 'ROUND_NOT_FOUND' end;
    return;
  end if;
  if p_amount > 0 then
    select * into v_applied
      from ledger_apply(p_ledger_key, 'vendor_credit', p_ledger_hash, p_metadata, p_accounts, p_amounts);
    o_balance := v_applied.o_balances[1]::text;
    v_ledger_transaction := v_applied.o_transaction_id;
  end if;
  perform vendor_record(p_vendor, p_transaction, 'credit', p_hash, p_member, v_round_id, p_amount,
    v_ledger_transaction, o_balance::bigint);
  o_status := 'OK';
end;
$$;
--> statement-breakpoint
-- A rollback: p_accounts is [member wallet, house shard]. Its debit's amount goes back to the member
-- from the house (a house vendor's jackpot share stays in the pool) and leaves the round's stake (a
-- round with nothing left is cancelled); a rollback whose debit has not come is remembered so that the
-- debit is refused when it does; a second rollback of one debit moves nothing. o_status: OK, REPLAY,
-- DUPLICATE_CONFLICT, ROUND_CLOSED (the round is settled), INVALID_REFERENCE (not a debit),
-- INVALID_PLAYER (another member's debit).
create or replace function vendor_rollback(
  p_vendor text,
  p_transaction text,
  p_hash text,
  p_member bigint,
  p_round text,
  p_reference text,
  p_ledger_key text,
  p_metadata jsonb,
  p_accounts bigint[],
  out o_status text,
  out o_balance text
) language plpgsql as $$
declare
  v_lock record;
  v_reference record;
  v_reference_found boolean;
  v_round record;
  v_amounts bigint[];
  v_applied record;
begin
  select * into v_lock from vendor_lock_and_replay(p_vendor, p_transaction, p_hash, p_accounts);
  o_balance := v_lock.o_balance::text;
  if v_lock.o_status <> 'OK' then
    o_status := v_lock.o_status;
    return;
  end if;
  o_status := 'OK';
  select kind, member_account_id, game_round_id, amount_minor, ledger_transaction_id into v_reference
    from vendor_transactions where vendor_code = p_vendor and transaction_id = p_reference;
  v_reference_found := found;
  if exists (
    select 1 from vendor_rollbacks where vendor_code = p_vendor and reference_transaction_id = p_reference
  ) then
    perform vendor_record(p_vendor, p_transaction, 'rollback', p_hash, p_member,
      case when v_reference_found then v_reference.game_round_id end, 0, null, v_lock.o_balance);
    return;
  end if;
  if not v_reference_found then
    insert into vendor_rollbacks (vendor_code, reference_transaction_id, transaction_id, round_id, member_account_id)
      values (p_vendor, p_reference, p_transaction, p_round, p_member);
    perform vendor_record(p_vendor, p_transaction, 'rollback', p_hash, p_member, null, 0, null, v_lock.o_balance);
    return;
  end if;
  if v_reference.kind <> 'debit' then
    o_status := 'INVALID_REFERENCE';
    return;
  end if;
  if v_reference.member_account_id <> p_member then
    o_status := 'INVALID_PLAYER';
    return;
  end if;
  update game_rounds
    set stake_minor = stake_minor - v_reference.amount_minor,
        valid_bet_minor = valid_bet_minor - v_reference.amount_minor,
        status = case when stake_minor - v_reference.amount_minor <= 0 then 'cancelled' else status end,
        settled_at = case when stake_minor - v_reference.amount_minor <= 0 then now() else settled_at end
    where id = v_reference.game_round_id and status = 'open'
    returning id, round_id into v_round;
  if not found then
    o_status := 'ROUND_CLOSED';
    return;
  end if;
  v_amounts := array[v_reference.amount_minor, -v_reference.amount_minor];
  select * into v_applied
    from ledger_apply(p_ledger_key, 'vendor_rollback',
      -- What the movement asked for, as the ledger keeps it for every key: its kind and postings.
      encode(sha256(convert_to('vendor_rollback:' || p_accounts::text || ':' || v_amounts::text, 'UTF8')), 'hex'),
      p_metadata || jsonb_build_object(
        'roundId', v_round.round_id,
        'reversesLedgerTransactionId', v_reference.ledger_transaction_id
      ),
      p_accounts, v_amounts);
  insert into vendor_rollbacks (vendor_code, reference_transaction_id, transaction_id, round_id, member_account_id)
    values (p_vendor, p_reference, p_transaction, p_round, p_member);
  o_balance := v_applied.o_balances[1]::text;
  perform vendor_record(p_vendor, p_transaction, 'rollback', p_hash, p_member, v_round.id,
    v_reference.amount_minor, v_applied.o_transaction_id, v_applied.o_balances[1]);
end;
$$;
