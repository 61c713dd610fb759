// The balance as the header shows it: formatted, hidden as asterisks by the member's choice, a dash
// while the wallet cannot say (no wallet API yet, or an error), with a refresh.
import { useCallback } from 'react';
import { useStartedPermission } from '../../../lib/permission';
import { useBalance } from '../api/balance';
import { formatBalance } from '../balance-format';
import { setBalanceHidden, useBalanceHidden } from '../balance-visibility';
import { useBalanceStream } from './useBalanceStream';

export function useBalanceDisplay() {
  const { currencySymbol } = useStartedPermission();
  const hidden = useBalanceHidden();
  const query = useBalance();
  useBalanceStream();
  const { refetch } = query;
  const loading = query.isPending && query.fetchStatus === 'fetching';
  const text =
    !hidden && loading ? '…' : formatBalance(query.data?.balance, { hidden, symbol: currencySymbol });
  const refresh = useCallback(() => void refetch(), [refetch]);
  const toggleHidden = useCallback(() => setBalanceHidden(!hidden), [hidden]);
  return { text, hidden, toggleHidden, refresh, refreshing: query.isFetching };
}
