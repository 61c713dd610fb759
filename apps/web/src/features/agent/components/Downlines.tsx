// Downline management (SPEC.md §2 agent centre; ../shared/AGENTS.md §6): a page of the direct
// children of the agent, or of a descendant the agent drilled into (the trail leads back up), found
// by username and sorted by the server. A direct child can receive a transfer from the agent's
// wallet. The contracts' column and actions (their status per type, the offer of a contract) are
// another feature's: the agent centre page passes them in, and a row shows what they render.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLINE_SORTS, type Downline } from '@playdeck/contract/agent';
import { isTrialType } from '@playdeck/contract/account';
import { useMoney } from '../../../lib/agent-money';
import { useSiteTime } from '../../../lib/site-time';
import { AgentTable, nextSort, type AgentColumn, type SortState } from '../../../ui/AgentTable';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Pagination } from '../../../ui/Pagination';
import { ReportState } from '../../../ui/ReportState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useDownlines } from '../api/downlines';
import { optional } from '../hooks/useAgentSearch';
import { useDrillDown } from '../hooks/useDrillDown';
import { Trail } from './Trail';
import { TransferDialog } from './TransferDialog';
import styles from './agent.module.css';

type DownlineSort = (typeof DOWNLINE_SORTS)[number];
const isServerSort = (key: string): key is DownlineSort =>
  (DOWNLINE_SORTS as readonly string[]).includes(key);

/** What the contracts add to each row: its contract status cell and its contract action. */
export interface DownlineContractSlots {
  status: (row: Downline) => ReactNode;
  action: (row: Downline) => ReactNode;
}

export function Downlines({ contracts }: { contracts?: DownlineContractSlots }) {
  const drill = useDrillDown();
  // A drill-down starts a new list: its own search, sort and first page.
  return (
    <DownlineList
      key={drill.accountId ?? 'self'}
      parentId={drill.accountId}
      onOpen={drill.open}
      contracts={contracts}
    />
  );
}

function DownlineList({
  parentId,
  onOpen,
  contracts,
}: {
  parentId: number | undefined;
  onOpen: (accountId: number | undefined) => void;
  contracts: DownlineContractSlots | undefined;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ key: 'registered', order: 'desc' });
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const query = useDownlines({
    parentId,
    username: optional(username.trim()),
    sort: sort.key as DownlineSort,
    order: sort.order,
    pageNo: page,
  });
  const value = query.data;
  const columns = useColumns(onOpen, setTransferTo, contracts);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(draft);
    setPage(1);
  };
  return (
    <section className={styles.screen} aria-label={t('agent.items.downline')}>
      <Trail trail={value?.trail ?? []} onOpen={onOpen} />
      <form className={styles.filters} role="search" onSubmit={search}>
        <Field label={t('agent.downline.username')}>
          <TextInput
            type="search"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field>
        <Button type="submit">{t('records.search')}</Button>
      </form>
      <ReportState
        query={query}
        empty={value?.list.length === 0}
        emptyText={t('agent.downline.none')}
        searchFields={['username']}
      />
      {query.error && parentId !== undefined ? (
        <div>
          <Button variant="secondary" onClick={() => onOpen(undefined)}>
            {t('agent.common.backToTeam')}
          </Button>
        </div>
      ) : null}
      {value && value.list.length > 0 ? (
        <>
          <p className={styles.period}>{t('agent.downline.total', { count: value.total })}</p>
          <AgentTable
            label={t('agent.items.downline')}
            testId="downlines"
            columns={columns}
            rows={value.list}
            rowKey={(row) => row.id}
            sort={sort}
            onSort={(key) => {
              if (!isServerSort(key)) return;
              setSort(nextSort(sort, key));
              setPage(1);
            }}
          />
        </>
      ) : null}
      {value ? <Pagination page={page} totalPages={value.totalPages} onChange={setPage} /> : null}
      <TransferDialog child={transferTo} onClose={() => setTransferTo(null)} />
    </section>
  );
}

function useColumns(
  onOpen: (accountId: number) => void,
  onTransfer: (row: Downline) => void,
  contracts: DownlineContractSlots | undefined,
): AgentColumn<Downline>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  const typeOf = (row: Downline) =>
    row.isAgent
      ? t('agent.types.agent')
      : isTrialType(row.accountType)
        ? t('agent.types.trial')
        : t('agent.types.member');
  return [
    {
      key: 'username',
      header: t('agent.downline.username'),
      sortable: true,
      cell: (row) => (
        <div className={styles.account}>
          {row.directChildren > 0 ? (
            <button
              type="button"
              className={styles.link}
              onClick={() => onOpen(row.id)}
              aria-label={t('agent.downline.open', { username: row.username })}
            >
              {row.username}
            </button>
          ) : (
            <span>{row.username}</span>
          )}
          {row.nickname && row.nickname !== row.username ? (
            <span className={styles.muted}>{row.nickname}</span>
          ) : null}
        </div>
      ),
    },
    { key: 'type', header: t('agent.downline.type'), cell: typeOf },
    { key: 'depth', header: t('agent.downline.depth'), numeric: true, cell: (row) => row.depth },
    {
      key: 'directChildren',
      header: t('agent.overview.directChildren'),
      numeric: true,
      cell: (row) => row.directChildren,
    },
    {
      key: 'teamSize',
      header: t('agent.overview.teamSize'),
      numeric: true,
      sortable: true,
      cell: (row) => row.teamSize,
    },
    {
      key: 'balance',
      header: t('agent.downline.balance'),
      numeric: true,
      sortable: true,
      cell: (row) => money.amount(row.balance),
    },
    {
      key: 'teamBalance',
      header: t('agent.overview.teamBalance'),
      numeric: true,
      cell: (row) => money.amount(row.teamBalance),
    },
    {
      key: 'lastLogin',
      header: t('agent.downline.lastLogin'),
      sortable: true,
      cell: (row) => (row.lastLoginAt ? time.format(row.lastLoginAt) : t('agent.downline.never')),
    },
    {
      key: 'online',
      header: t('agent.downline.online'),
      cell: (row) =>
        row.online ? (
          <StatusBadge tone="success">{t('agent.downline.onlineYes')}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('agent.downline.onlineNo')}</StatusBadge>
        ),
    },
    {
      key: 'registered',
      header: t('agent.downline.registered'),
      sortable: true,
      cell: (row) => time.format(row.registeredAt),
    },
    ...(contracts
      ? [{ key: 'contracts', header: t('agent.downline.contracts'), cell: contracts.status }]
      : []),
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('agent.downline.actions')}</span>,
      cell: (row) =>
        row.directChild ? (
          <div className={styles.inline}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onTransfer(row)}
              aria-label={t('agent.transfer.to', { username: row.username })}
            >
              {t('agent.transfer.action')}
            </Button>
            {contracts?.action(row)}
          </div>
        ) : null,
    },
  ];
}
