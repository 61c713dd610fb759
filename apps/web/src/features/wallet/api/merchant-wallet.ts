// The transfer wallet: GET /api/wallet/merchant (isSingle and each vendor's balance), transfer fund
// between the main wallet and a vendor's, and all back to main.
import { useQuery } from '@tanstack/react-query';
import { walletPaths, type MerchantWallet, type WalletTransfer } from '@playdeck/contract/wallet';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const merchantWalletQueryKey = ['merchant-wallet'] as const;

export function useMerchantWallet() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...merchantWalletQueryKey, token],
    queryFn: () => api.get<MerchantWallet>(walletPaths.merchant),
    enabled: token !== null,
  });
}

export const transferFund = (body: WalletTransfer) => api.post<MerchantWallet>(walletPaths.transfer, body);
export const transferAllBack = () => api.post<MerchantWallet>(walletPaths.transferAllBack);
