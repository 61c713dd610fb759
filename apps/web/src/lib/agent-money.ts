// How the agent centre writes money: the site's currency symbol and two decimals (lib/money), with
// a sign for a movement or a result. Its reports and the contracts' screens (two features) share it.
import { formatBalance, formatSignedAmount } from './money';
import { useStartedPermission } from './permission';

export function useMoney() {
  const { currencySymbol } = useStartedPermission();
  return {
    amount: (value: string) => formatBalance(value, { symbol: currencySymbol }),
    signed: (value: string) => formatSignedAmount(value, currencySymbol),
  };
}

/** An amount or a count to sort by. */
export const sortNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value));
