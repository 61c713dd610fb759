// How the contracts' words read, in one place: a type, a category, a status, an issuer (a parent, or
// the platform), and what a tier or a bill pays (a rate in percent or a fixed amount).
import { useTranslation } from 'react-i18next';
import type {
  BillStatus,
  Contract,
  ContractCategory,
  ContractStatus,
  ContractType,
  TerminateReason,
} from '@playdeck/contract/contracts';
import { useMoney } from '../../../lib/agent-money';
import type { StatusTone } from '../../../ui/StatusBadge';

export const CONTRACT_STATUS_TONES: Record<ContractStatus, StatusTone> = {
  PENDING: 'info',
  ACTIVE: 'success',
  REJECTED: 'neutral',
  TERMINATED: 'danger',
  EXPIRED: 'neutral',
};

export const BILL_STATUS_TONES: Record<BillStatus, StatusTone> = {
  CALCULATED: 'info',
  NOT_REACHED: 'neutral',
  PENDING_REVIEW: 'info',
  PAYABLE: 'warning',
  PAID: 'success',
  PARTIAL: 'warning',
  INSUFFICIENT: 'danger',
  DENIED: 'danger',
};

export function useContractText() {
  const { t } = useTranslation();
  const money = useMoney();
  const type = (value: ContractType) => t(`agent.contracts.types.${value}`);
  const category = (value: ContractCategory) =>
    value === 'ALL' ? t('agent.contracts.allCategories') : t(`gameTypes.${value}`);
  return {
    type,
    category,
    /** "Daily wage · Slots": a contract's name among the agent's others. */
    name: (contract: { type: ContractType; category: ContractCategory }) =>
      t('agent.contracts.typeAndCategory', {
        type: type(contract.type),
        category: category(contract.category),
      }),
    status: (value: ContractStatus) => t(`agent.contracts.statuses.${value}`),
    billStatus: (value: BillStatus) => t(`agent.contracts.billStatuses.${value}`),
    terminateReason: (value: TerminateReason) => t(`agent.contracts.terminateReasons.${value}`),
    issuer: (contract: Pick<Contract, 'issuer'>) =>
      contract.issuer?.username ?? t('agent.contracts.platform'),
    /** What a tier (or a bill's tier) pays: "1.25 %", "$500.00 fixed", or a dash for none. */
    payout: (terms: { rate: string | null; fixedAmount: string | null }) =>
      terms.rate !== null
        ? t('agent.contracts.tiers.rate', { rate: terms.rate })
        : terms.fixedAmount !== null
          ? t('agent.contracts.tiers.fixed', { amount: money.amount(terms.fixedAmount) })
          : t('agent.contracts.notYet'),
  };
}
