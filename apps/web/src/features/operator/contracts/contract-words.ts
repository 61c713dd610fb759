// How the desk names the contract words (types, categories, statuses, terminate reasons) in the
// operator's language, how money reads (decimal strings with the site's currency symbol), and a
// tier written out as one line: its thresholds met, then what it pays.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BillStatus,
  ContractCategory,
  ContractStatus,
  ContractType,
  TierValue,
} from '@playdeck/contract/contracts';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import type { StatusTone } from '../../../ui/StatusBadge';

export const CONTRACT_STATUS_TONES: Record<ContractStatus, StatusTone> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  REJECTED: 'neutral',
  TERMINATED: 'danger',
  EXPIRED: 'neutral',
};

export const BILL_STATUS_TONES: Record<BillStatus, StatusTone> = {
  CALCULATED: 'info',
  NOT_REACHED: 'neutral',
  PENDING_REVIEW: 'warning',
  PAYABLE: 'info',
  PAID: 'success',
  PARTIAL: 'warning',
  INSUFFICIENT: 'danger',
  DENIED: 'danger',
};

/** A threshold of zero asks nothing: a tier's line leaves it out. */
const isZero = (amount: string) => !/[1-9]/.test(amount);

export function useContractWords() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const money = useCallback(
    (amount: string | null) => formatBalance(amount, { symbol: currencySymbol }),
    [currencySymbol],
  );
  // The game categories are the member site's own words; ALL is the desk's.
  const category = useCallback(
    (value: ContractCategory) =>
      value === 'ALL'
        ? t('operator.contracts.categories.ALL')
        : i18n.exists(`gameTypes.${value}`)
          ? t(`gameTypes.${value}`)
          : value,
    [i18n, t],
  );
  const tierLine = useCallback(
    (tier: TierValue) => {
      const thresholds = [
        isZero(tier.minValidBet)
          ? null
          : t('operator.contracts.tier.minValidBet', { amount: money(tier.minValidBet) }),
        isZero(tier.minNetLoss)
          ? null
          : t('operator.contracts.tier.minNetLoss', { amount: money(tier.minNetLoss) }),
        tier.minActive === 0 ? null : t('operator.contracts.tier.minActive', { count: tier.minActive }),
      ].filter((part) => part !== null);
      const payout =
        tier.fixedAmount !== null
          ? t('operator.contracts.tier.fixed', { amount: money(tier.fixedAmount) })
          : t('operator.contracts.tier.rate', { rate: tier.rate ?? '—' });
      return t('operator.contracts.tier.line', {
        thresholds: thresholds.length > 0 ? thresholds.join(', ') : t('operator.contracts.tier.noThreshold'),
        payout,
      });
    },
    [money, t],
  );
  return useMemo(
    () => ({
      money,
      category,
      tierLine,
      type: (value: ContractType) => t(`operator.contracts.types.${value}`),
      contractStatus: (value: ContractStatus) => t(`operator.contracts.contractStatuses.${value}`),
      billStatus: (value: BillStatus) => t(`operator.contracts.billStatuses.${value}`),
    }),
    [category, money, t, tierLine],
  );
}
