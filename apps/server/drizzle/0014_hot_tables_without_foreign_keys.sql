-- The tables every seamless-wallet call appends to lose their foreign keys (decision 005): each
-- check was a lookup (and a key-share lock) per inserted row on the busiest path, for references
-- that the wallet functions of 0013 write from rows they have just written or locked. The ledger
-- verification (GET /api/operator/ledger/verify) reports any row whose reference is missing.
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_member_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_member_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_game_round_id_game_rounds_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk";
