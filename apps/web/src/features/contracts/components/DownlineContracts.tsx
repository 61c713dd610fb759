// The contracts the agent gave its direct children, of one type (AGENTS.md §6 "my downlines'
// contracts"): holder, category, status (with why it ended), when it was offered and answered, and
// for an ACTIVE contract or a PENDING offer the action that ends it, confirmed with an optional
// reason. Ending a contract ends the contracts below it of the same type and category too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractType } from '@playdeck/contract/contracts';
import { useSiteTime } from '../../../lib/site-time';
import { AgentTable, type AgentColumn } from '../../../ui/AgentTable';
import { Button } from '../../../ui/Button';
import { Pagination } from '../../../ui/Pagination';
import { ReportState } from '../../../ui/ReportState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useDownlineContracts } from '../api/downline-contracts';
import { isTerminable } from '../contract-types';
import { CONTRACT_STATUS_TONES, useContractText } from '../hooks/useContractText';
import { TerminateDialog } from './TerminateDialog';
import styles from './contracts.module.css';

export function DownlineContracts({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const query = useDownlineContracts({ type, pageNo: page });
  const value = query.data;
  const columns = useColumns(setEnding);
  return (
    <div className={styles.stack}>
      <ReportState
        query={query}
        empty={value?.list.length === 0}
        emptyText={t('agent.contracts.downline.none')}
        searchFields={[]}
      />
      {ended ? <p role="status">{ended}</p> : null}
      {value && value.list.length > 0 ? (
        <AgentTable
          label={t('agent.contracts.downline.title')}
          testId={`downline-contracts-${type}`}
          columns={columns}
          rows={value.list}
          rowKey={(contract) => contract.id}
        />
      ) : null}
      {value ? <Pagination page={page} totalPages={value.totalPages} onChange={setPage} /> : null}
      <TerminateDialog
        contract={ending}
        onClose={() => setEnding(null)}
        onTerminated={(contract) => {
          setEnding(null);
          setEnded(t('agent.contracts.downline.terminated', { username: contract.holder.username }));
        }}
      />
    </div>
  );
}

function useColumns(onTerminate: (contract: Contract) => void): AgentColumn<Contract>[] {
  const { t } = useTranslation();
  const time = useSiteTime();
  const text = useContractText();
  return [
    { key: 'holder', header: t('agent.contracts.downline.holder'), cell: (row) => row.holder.username },
    { key: 'category', header: t('agent.contracts.category'), cell: (row) => text.category(row.category) },
    {
      key: 'status',
      header: t('agent.contracts.status'),
      cell: (row) => (
        <span className={styles.twoLines}>
          <StatusBadge tone={CONTRACT_STATUS_TONES[row.status]}>{text.status(row.status)}</StatusBadge>
          {row.terminateReason ? (
            <span className={styles.muted}>{text.terminateReason(row.terminateReason)}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'offeredAt', header: t('agent.contracts.offeredAt'), cell: (row) => time.format(row.offeredAt) },
    {
      key: 'respondedAt',
      header: t('agent.contracts.respondedAt'),
      cell: (row) => (row.respondedAt ? time.format(row.respondedAt) : t('agent.contracts.notYet')),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('agent.downline.actions')}</span>,
      cell: (row) =>
        isTerminable(row) ? (
          <Button
            size="sm"
            variant="danger"
            onClick={() => onTerminate(row)}
            aria-label={t('agent.contracts.downline.terminateNamed', { username: row.holder.username })}
          >
            {t('agent.contracts.downline.terminate')}
          </Button>
        ) : null,
    },
  ];
}
