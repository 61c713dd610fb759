// User profit and loss (SPEC.md §2 agent centre; ../shared/AGENTS.md §6): over a period of site days
// (today by default), a row for the account itself, one per direct child's whole team, and a total.
// A child team's row opens that child's own rows (the trail leads back up); the rows sort in the
// browser, the account's own row staying first.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitLossRow, profitLossFiguresSchema } from '@playdeck/contract/agent';
import type { z } from 'zod';
import { sortNumber, useMoney } from '../../../lib/agent-money';
import { formatGmtOffset } from '../../../lib/site-time';
import { AgentTable, nextSort, sortRows, type AgentColumn, type SortState } from '../../../ui/AgentTable';
import { Button } from '../../../ui/Button';
import { SignedAmount } from '../../../ui/RecordTable';
import { ReportState } from '../../../ui/ReportState';
import { useAgentProfitLoss } from '../api/profit-loss';
import { useAgentSearch } from '../hooks/useAgentSearch';
import { useDrillDown } from '../hooks/useDrillDown';
import { AgentFilters } from './AgentFilters';
import { Trail } from './Trail';
import styles from './agent.module.css';

type Figures = z.infer<typeof profitLossFiguresSchema>;

const FIGURES = [
  'deposit',
  'withdraw',
  'bet',
  'validBet',
  'payout',
  'rebate',
  'bonus',
  'fee',
  'profitLoss',
] as const satisfies readonly (keyof Figures)[];
type Figure = (typeof FIGURES)[number];

export function TeamProfitLoss() {
  const { t } = useTranslation();
  const search = useAgentSearch();
  const drill = useDrillDown();
  const query = useAgentProfitLoss({
    from: search.value.from,
    to: search.value.to,
    accountId: drill.accountId,
  });
  const value = query.data;
  const [sort, setSort] = useState<SortState>({ key: 'profitLoss', order: 'desc' });
  const money = useMoney();
  const figure = (figures: Figures, key: Figure) =>
    key === 'profitLoss' ? (
      <SignedAmount amount={figures.profitLoss}>{money.amount(figures.profitLoss)}</SignedAmount>
    ) : (
      money.amount(figures[key])
    );
  const columns = useColumns(figure, drill.open);
  const rows = value ? ownRowFirst(value.rows, sort) : [];
  return (
    <section className={styles.screen} aria-label={t('agent.items.profitLoss')}>
      <Trail trail={value?.trail ?? []} onOpen={drill.open} />
      <AgentFilters search={search.value} error={query.error} onSearch={search.onSearch} />
      <ReportState query={query} empty={value?.rows.length === 0} />
      {query.error && drill.accountId !== undefined ? (
        <div>
          <Button variant="secondary" onClick={() => drill.open(undefined)}>
            {t('agent.common.backToTeam')}
          </Button>
        </div>
      ) : null}
      {value ? (
        <p className={styles.period}>
          {t('agent.common.period', {
            from: value.period.from,
            to: value.period.to,
            zone: formatGmtOffset(value.period.timeZoneOffsetMinutes),
          })}{' '}
          · {t('agent.figures.profitLossNote')}
        </p>
      ) : null}
      {value && value.rows.length > 0 ? (
        <AgentTable
          label={t('agent.items.profitLoss')}
          testId="profit-loss"
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.scope}:${row.accountId}`}
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
          totals={{
            label: t('agent.common.total'),
            cells: Object.fromEntries(FIGURES.map((key) => [key, figure(value.total, key)])),
          }}
        />
      ) : null}
    </section>
  );
}

/** The account's own row first, then its children's teams in the chosen order. */
function ownRowFirst(rows: readonly ProfitLossRow[], sort: SortState): ProfitLossRow[] {
  const own = rows.filter((row) => row.scope === 'self');
  const teams = rows.filter((row) => row.scope !== 'self');
  return [
    ...own,
    ...sortRows(teams, sort, (row, key) =>
      key === 'username' ? row.username : key === 'teamSize' ? row.teamSize : sortNumber(row[key as Figure]),
    ),
  ];
}

function useColumns(
  figure: (figures: Figures, key: Figure) => ReactNode,
  open: (accountId: number) => void,
): AgentColumn<ProfitLossRow>[] {
  const { t } = useTranslation();
  const headers: Record<Figure, string> = {
    deposit: t('agent.figures.deposit'),
    withdraw: t('agent.figures.withdraw'),
    bet: t('agent.figures.bet'),
    validBet: t('agent.figures.validBet'),
    payout: t('agent.figures.payout'),
    rebate: t('agent.figures.rebate'),
    bonus: t('agent.figures.bonus'),
    fee: t('agent.figures.fee'),
    profitLoss: t('agent.figures.profitLoss'),
  };
  return [
    {
      key: 'username',
      header: t('agent.profitLoss.account'),
      sortable: true,
      cell: (row) =>
        row.scope === 'self' ? (
          <div className={styles.account}>
            <span>{row.username}</span>
            <span className={styles.muted}>{t('agent.profitLoss.self')}</span>
          </div>
        ) : (
          <div className={styles.account}>
            {row.teamSize > 1 ? (
              <button
                type="button"
                className={styles.link}
                onClick={() => open(row.accountId)}
                aria-label={t('agent.profitLoss.open', { username: row.username })}
              >
                {row.username}
              </button>
            ) : (
              <span>{row.username}</span>
            )}
            <span className={styles.muted}>{t('agent.profitLoss.team', { count: row.teamSize })}</span>
          </div>
        ),
    },
    ...FIGURES.map((key): AgentColumn<ProfitLossRow> => ({
      key,
      header: headers[key],
      numeric: true,
      sortable: true,
      cell: (row) => figure(row, key),
    })),
  ];
}
