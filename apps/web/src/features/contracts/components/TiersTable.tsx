// A contract's tiers as a table: each tier's thresholds (team valid bet, team net loss where the type
// has one, active members) and what it pays (a rate or a fixed amount). The highest tier whose every
// threshold is met pays (AGENTS.md §2).
import { useTranslation } from 'react-i18next';
import type { ContractType, TierValue } from '@playdeck/contract/contracts';
import { useMoney } from '../../../lib/agent-money';
import { AgentTable, type AgentColumn } from '../../../ui/AgentTable';
import { NET_LOSS_THRESHOLD } from '../contract-types';
import { useContractText } from '../hooks/useContractText';

type NumberedTier = TierValue & { number: number };

export function TiersTable({
  type,
  tiers,
  label,
  testId,
}: {
  type: ContractType;
  tiers: readonly TierValue[];
  /** Names the table: whose tiers they are. */
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = useContractText();
  const columns: AgentColumn<NumberedTier>[] = [
    { key: 'tier', header: t('agent.contracts.tiers.tier'), numeric: true, cell: (tier) => tier.number },
    {
      key: 'minValidBet',
      header: t('agent.contracts.tiers.minValidBet'),
      numeric: true,
      cell: (tier) => money.amount(tier.minValidBet),
    },
    ...(NET_LOSS_THRESHOLD[type] === 'none'
      ? []
      : [
          {
            key: 'minNetLoss',
            header: t('agent.contracts.tiers.minNetLoss'),
            numeric: true,
            cell: (tier: NumberedTier) => money.amount(tier.minNetLoss),
          },
        ]),
    {
      key: 'minActive',
      header: t('agent.contracts.tiers.minActive'),
      numeric: true,
      cell: (tier) => tier.minActive,
    },
    { key: 'payout', header: t('agent.contracts.tiers.payout'), numeric: true, cell: text.payout },
  ];
  return (
    <AgentTable
      label={label}
      testId={testId}
      columns={columns}
      rows={tiers.map((tier, index) => ({ ...tier, number: index + 1 }))}
      rowKey={(tier) => tier.number}
    />
  );
}
