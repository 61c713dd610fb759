// Team overview (SPEC.md §2 agent centre; ../shared/AGENTS.md §6): the team's figures over a period
// of site days (today by default) as cards, and the same figures per day in a table that sorts.
// Team size, direct children, online now and the team balance are "now"; the rest cover the period.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentOverview, TeamFigures } from '@playdeck/contract/agent';
import { sortNumber, useMoney } from '../../../lib/agent-money';
import { formatGmtOffset } from '../../../lib/site-time';
import { AgentTable, nextSort, sortRows, type AgentColumn, type SortState } from '../../../ui/AgentTable';
import { SignedAmount } from '../../../ui/RecordTable';
import { ReportState } from '../../../ui/ReportState';
import { useAgentOverview } from '../api/overview';
import { useAgentSearch } from '../hooks/useAgentSearch';
import { AgentFilters } from './AgentFilters';
import styles from './agent.module.css';

type Day = AgentOverview['days'][number];

export function TeamOverview() {
  const { t } = useTranslation();
  const search = useAgentSearch();
  const query = useAgentOverview({ from: search.value.from, to: search.value.to });
  const value = query.data;
  return (
    <section className={styles.screen} aria-label={t('agent.items.teamOverview')}>
      <AgentFilters search={search.value} error={query.error} onSearch={search.onSearch} />
      <ReportState query={query} empty={false} />
      {value ? (
        <>
          <p className={styles.period} data-testid="overview-period">
            {t('agent.common.period', {
              from: value.period.from,
              to: value.period.to,
              zone: formatGmtOffset(value.period.timeZoneOffsetMinutes),
            })}
          </p>
          <OverviewCards overview={value} />
          <DailyTable overview={value} />
        </>
      ) : null}
    </section>
  );
}

function Card({
  label,
  note,
  children,
  testId,
}: {
  label: string;
  note?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <li className={styles.card}>
      <span className={styles.cardLabel}>{label}</span>
      <strong className={styles.cardValue} data-testid={testId}>
        {children}
      </strong>
      {note ? <span className={styles.cardNote}>{note}</span> : null}
    </li>
  );
}

function OverviewCards({ overview }: { overview: AgentOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const totals = overview.totals;
  const now = t('agent.overview.now');
  return (
    <ul className={styles.cards} aria-label={t('agent.overview.figures')}>
      <Card testId="card-teamSize" label={t('agent.overview.teamSize')} note={now}>
        {overview.teamSize}
      </Card>
      <Card testId="card-directChildren" label={t('agent.overview.directChildren')} note={now}>
        {overview.directChildren}
      </Card>
      <Card testId="card-onlineNow" label={t('agent.overview.onlineNow')} note={now}>
        {overview.onlineNow}
      </Card>
      <Card testId="card-teamBalance" label={t('agent.overview.teamBalance')} note={now}>
        {money.amount(overview.teamBalance)}
      </Card>
      <Card testId="card-newRegistrations" label={t('agent.overview.newRegistrations')}>
        {totals.newRegistrations}
      </Card>
      <Card testId="card-firstDepositors" label={t('agent.overview.firstDepositors')}>
        {totals.firstDepositors}
      </Card>
      <Card
        testId="card-activeMembers"
        label={t('agent.overview.activeMembers')}
        note={t('agent.overview.activeThreshold', { amount: money.amount(overview.activeMinValidBet) })}
      >
        {totals.activeMembers}
      </Card>
      <Card
        testId="card-deposits"
        label={t('agent.overview.deposits')}
        note={t('agent.overview.count', { count: totals.depositCount })}
      >
        {money.amount(totals.depositAmount)}
      </Card>
      <Card
        testId="card-withdrawals"
        label={t('agent.overview.withdrawals')}
        note={t('agent.overview.count', { count: totals.withdrawalCount })}
      >
        {money.amount(totals.withdrawalAmount)}
      </Card>
      <Card testId="card-validBet" label={t('agent.figures.validBet')}>
        {money.amount(totals.validBet)}
      </Card>
      <Card testId="card-payout" label={t('agent.figures.payout')}>
        {money.amount(totals.payout)}
      </Card>
      <Card testId="card-rebates" label={t('agent.figures.rebate')}>
        {money.amount(totals.rebates)}
      </Card>
      <Card testId="card-bonuses" label={t('agent.figures.bonus')}>
        {money.amount(totals.bonuses)}
      </Card>
      <Card
        testId="card-profitLoss"
        label={t('agent.figures.teamProfitLoss')}
        note={t('agent.figures.profitLossNote')}
      >
        <SignedAmount amount={totals.profitLoss}>{money.amount(totals.profitLoss)}</SignedAmount>
      </Card>
    </ul>
  );
}

/** The figures of a day (or of the period), by column key. */
const FIGURE_KEYS = [
  'newRegistrations',
  'firstDepositors',
  'activeMembers',
  'depositAmount',
  'withdrawalAmount',
  'validBet',
  'payout',
  'rebates',
  'bonuses',
  'profitLoss',
] as const satisfies readonly (keyof TeamFigures)[];

function DailyTable({ overview }: { overview: AgentOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [sort, setSort] = useState<SortState>({ key: 'day', order: 'asc' });
  const headers: Record<(typeof FIGURE_KEYS)[number], string> = {
    newRegistrations: t('agent.overview.newRegistrations'),
    firstDepositors: t('agent.overview.firstDepositors'),
    activeMembers: t('agent.overview.activeMembers'),
    depositAmount: t('agent.overview.deposits'),
    withdrawalAmount: t('agent.overview.withdrawals'),
    validBet: t('agent.figures.validBet'),
    payout: t('agent.figures.payout'),
    rebates: t('agent.figures.rebate'),
    bonuses: t('agent.figures.bonus'),
    profitLoss: t('agent.figures.teamProfitLoss'),
  };
  const figure = (figures: TeamFigures, key: (typeof FIGURE_KEYS)[number]): ReactNode => {
    const value = figures[key];
    if (typeof value === 'number') return value;
    if (key === 'depositAmount') return `${money.amount(value)} (${figures.depositCount})`;
    if (key === 'withdrawalAmount') return `${money.amount(value)} (${figures.withdrawalCount})`;
    if (key === 'profitLoss') return <SignedAmount amount={value}>{money.amount(value)}</SignedAmount>;
    return money.amount(value);
  };
  const columns: AgentColumn<Day>[] = [
    { key: 'day', header: t('agent.overview.day'), sortable: true, cell: (day) => day.day },
    ...FIGURE_KEYS.map((key): AgentColumn<Day> => ({
      key,
      header: headers[key],
      numeric: true,
      sortable: true,
      cell: (day) => figure(day, key),
    })),
  ];
  const rows = sortRows(overview.days, sort, (day, key) =>
    key === 'day' ? day.day : sortNumber(day[key as (typeof FIGURE_KEYS)[number]]),
  );
  return (
    <>
      <h2 className={styles.subtitle}>{t('agent.overview.daily')}</h2>
      <AgentTable
        label={t('agent.overview.daily')}
        testId="overview-days"
        columns={columns}
        rows={rows}
        rowKey={(day) => day.day}
        sort={sort}
        onSort={(key) => setSort(nextSort(sort, key))}
        totals={{
          label: t('agent.common.total'),
          cells: Object.fromEntries(FIGURE_KEYS.map((key) => [key, figure(overview.totals, key)])),
        }}
      />
    </>
  );
}
