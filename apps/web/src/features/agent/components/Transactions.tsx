// Transaction details (SPEC.md §2 agent centre; ../shared/AGENTS.md §6): the agent's own ledger moves
// in a period of site days (today by default), a page at a time, newest first or by amount (the
// server sorts the whole period): time, kind, amount ±, balance after, reference and remark.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_TRANSACTION_SORTS,
  type AgentTransaction,
  type AgentTransactionSort,
} from '@playdeck/contract/agent';
import { useMoney } from '../../../lib/agent-money';
import { useSiteTime } from '../../../lib/site-time';
import { AgentTable, nextSort, type AgentColumn, type SortState } from '../../../ui/AgentTable';
import { Pagination } from '../../../ui/Pagination';
import { SignedAmount } from '../../../ui/RecordTable';
import { ReportState } from '../../../ui/ReportState';
import { useAgentTransactions } from '../api/transactions';
import { useAgentSearch } from '../hooks/useAgentSearch';
import { AgentFilters } from './AgentFilters';
import styles from './agent.module.css';

/** Kinds of bonus all read "Bonus" (the promotions name theirs bonus_…). */
const BONUS_KIND_PREFIX = 'bonus';

const isTransactionSort = (key: string): key is AgentTransactionSort =>
  (AGENT_TRANSACTION_SORTS as readonly string[]).includes(key);

export function Transactions() {
  const { t } = useTranslation();
  const search = useAgentSearch();
  const [sort, setSort] = useState<SortState>({ key: 'createdAt', order: 'desc' });
  const query = useAgentTransactions({
    from: search.value.from,
    to: search.value.to,
    sort: sort.key as AgentTransactionSort,
    order: sort.order,
    pageNo: search.page,
  });
  const value = query.data;
  const columns = useColumns();
  return (
    <section className={styles.screen} aria-label={t('agent.items.transactions')}>
      <AgentFilters search={search.value} error={query.error} onSearch={search.onSearch} />
      <ReportState query={query} empty={value?.list.length === 0} />
      {value && value.list.length > 0 ? (
        <AgentTable
          label={t('agent.items.transactions')}
          testId="agent-transactions"
          columns={columns}
          rows={value.list}
          rowKey={(row) => row.id}
          sort={sort}
          onSort={(key) => {
            if (!isTransactionSort(key)) return;
            setSort(nextSort(sort, key));
            search.onPageChange(1);
          }}
        />
      ) : null}
      {value ? (
        <Pagination page={search.page} totalPages={value.totalPages} onChange={search.onPageChange} />
      ) : null}
    </section>
  );
}

function useColumns(): AgentColumn<AgentTransaction>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  const kindOf = (kind: string) => {
    if (i18n.exists(`agent.kinds.${kind}`)) return t(`agent.kinds.${kind}`);
    if (kind.startsWith(BONUS_KIND_PREFIX)) return t('agent.kinds.demo_bonus');
    return kind;
  };
  return [
    {
      key: 'createdAt',
      header: t('records.time'),
      sortable: true,
      cell: (row) => time.format(row.createdAt),
    },
    { key: 'kind', header: t('agent.transactions.kind'), cell: (row) => kindOf(row.kind) },
    {
      key: 'amount',
      header: t('agent.transactions.amount'),
      numeric: true,
      sortable: true,
      cell: (row) => <SignedAmount amount={row.amount}>{money.signed(row.amount)}</SignedAmount>,
    },
    {
      key: 'balanceAfter',
      header: t('agent.transactions.balanceAfter'),
      numeric: true,
      cell: (row) => money.amount(row.balanceAfter),
    },
    {
      key: 'reference',
      header: t('agent.transactions.reference'),
      cell: (row) => <code className={styles.reference}>{row.reference}</code>,
    },
    { key: 'remark', header: t('agent.transactions.remark'), cell: (row) => row.remark || '—' },
  ];
}
