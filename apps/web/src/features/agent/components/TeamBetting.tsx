// Team betting (SPEC.md §2 agent centre; ../shared/AGENTS.md §6): every round of the team, settled
// and open, in a period of site days (today by default), found by member, game category and status,
// a page at a time in the order the agent picks (the server sorts the whole set), with totals over
// the whole filtered set (not only the page shown).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_RECORD_STATUSES, type BetRecordStatus } from '@playdeck/contract/records';
import { GAME_TYPES, type GameType } from '@playdeck/contract/lobby';
import { TEAM_BET_SORTS, type TeamBet, type TeamBetSort } from '@playdeck/contract/agent';
import { useMoney } from '../../../lib/agent-money';
import { useSiteTime } from '../../../lib/site-time';
import { AgentTable, nextSort, type AgentColumn, type SortState } from '../../../ui/AgentTable';
import { Pagination } from '../../../ui/Pagination';
import { SignedAmount } from '../../../ui/RecordTable';
import { ReportState } from '../../../ui/ReportState';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useTeamBets } from '../api/team-bets';
import { optional, useAgentSearch } from '../hooks/useAgentSearch';
import { AgentFilters } from './AgentFilters';
import styles from './agent.module.css';

const isTeamBetSort = (key: string): key is TeamBetSort =>
  (TEAM_BET_SORTS as readonly string[]).includes(key);

const STATUS_TONES: Record<BetRecordStatus, StatusTone> = {
  open: 'info',
  settled: 'success',
  cancelled: 'neutral',
};

export function TeamBetting() {
  const { t } = useTranslation();
  const search = useAgentSearch();
  const [sort, setSort] = useState<SortState>({ key: 'placedAt', order: 'desc' });
  const query = useTeamBets({
    from: search.value.from,
    to: search.value.to,
    username: optional(search.value.username?.trim()),
    gameType: optional(search.value.gameType) as GameType | undefined,
    status: optional(search.value.status) as BetRecordStatus | undefined,
    sort: sort.key as TeamBetSort,
    order: sort.order,
    pageNo: search.page,
  });
  const value = query.data;
  const money = useMoney();
  const columns = useColumns();
  return (
    <section className={styles.screen} aria-label={t('agent.items.teamBetting')}>
      <AgentFilters
        search={search.value}
        text={{ name: 'username', label: t('agent.bets.member') }}
        selects={[
          {
            name: 'gameType',
            label: t('agent.bets.category'),
            options: GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) })),
          },
          {
            name: 'status',
            label: t('records.status'),
            options: BET_RECORD_STATUSES.map((status) => ({
              value: status,
              label: t(`records.statuses.${status}`),
            })),
          },
        ]}
        error={query.error}
        onSearch={search.onSearch}
      />
      <ReportState
        query={query}
        empty={value?.list.length === 0}
        searchFields={['from', 'to', 'username', 'gameType', 'status']}
      />
      {value && value.list.length > 0 ? (
        <AgentTable
          label={t('agent.items.teamBetting')}
          testId="team-bets"
          columns={columns}
          rows={value.list}
          rowKey={(row) => `${row.roundId}:${row.username}:${row.placedAt}`}
          sort={sort}
          onSort={(key) => {
            if (!isTeamBetSort(key)) return;
            setSort(nextSort(sort, key));
            search.onPageChange(1);
          }}
          totals={{
            label: t('agent.bets.totals', { count: value.totals.count }),
            cells: {
              stake: money.amount(value.totals.stake),
              validBet: money.amount(value.totals.validBet),
              payout: money.amount(value.totals.payout),
              winLoss: (
                <SignedAmount amount={value.totals.winLoss}>
                  {money.signed(value.totals.winLoss)}
                </SignedAmount>
              ),
            },
          }}
        />
      ) : null}
      {value ? (
        <Pagination page={search.page} totalPages={value.totalPages} onChange={search.onPageChange} />
      ) : null}
    </section>
  );
}

function useColumns(): AgentColumn<TeamBet>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  const category = (type: string) => (i18n.exists(`gameTypes.${type}`) ? t(`gameTypes.${type}`) : type);
  return [
    {
      key: 'roundId',
      header: t('agent.bets.round'),
      cell: (row) => (
        <code className={styles.roundId} title={row.roundId}>
          {row.roundId}
        </code>
      ),
    },
    { key: 'username', header: t('agent.bets.member'), cell: (row) => row.username },
    {
      key: 'game',
      header: t('agent.bets.game'),
      cell: (row) => (
        <div className={styles.account}>
          <span>{row.gameName}</span>
          <span className={styles.muted}>
            {category(row.gameType)} · {row.vendorName}
          </span>
        </div>
      ),
    },
    {
      key: 'placedAt',
      header: t('agent.bets.placedAt'),
      sortable: true,
      cell: (row) => time.format(row.placedAt),
    },
    {
      key: 'stake',
      header: t('records.stake'),
      numeric: true,
      sortable: true,
      cell: (row) => money.amount(row.stake),
    },
    {
      key: 'validBet',
      header: t('agent.figures.validBet'),
      numeric: true,
      sortable: true,
      cell: (row) => money.amount(row.validBet),
    },
    {
      key: 'payout',
      header: t('records.payout'),
      numeric: true,
      sortable: true,
      cell: (row) => money.amount(row.payout),
    },
    {
      key: 'winLoss',
      header: t('records.winLoss'),
      numeric: true,
      sortable: true,
      cell: (row) => <SignedAmount amount={row.winLoss}>{money.signed(row.winLoss)}</SignedAmount>,
    },
    {
      key: 'status',
      header: t('records.status'),
      cell: (row) => (
        <StatusBadge tone={STATUS_TONES[row.status]}>{t(`records.statuses.${row.status}`)}</StatusBadge>
      ),
    },
  ];
}
