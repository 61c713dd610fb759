// GET /api/operator/ledger/verify: recomputes every account's balance from its entries and checks
// that every transaction's entries sum to zero. It reads the whole ledger, so it runs only when the
// operator asks, never on its own.
import { useMutation } from '@tanstack/react-query';
import { walletPaths, type LedgerVerify } from '@playdeck/contract/wallet';
import { api } from '../../../../lib/api-client';

export const verifyLedger = () => api.get<LedgerVerify>(walletPaths.ledgerVerify);

export function useVerifyLedger() {
  return useMutation({ mutationFn: verifyLedger });
}
