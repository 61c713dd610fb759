// A list of members' payment requests (deposits or withdrawals) for the operator to decide: a status
// filter (pending first, and shown first), one page of rows, and Approve and Reject on each pending
// row. Approving asks for a confirmation, rejecting for a reason; the list refreshes after each
// decision, and a refusal (a request someone else has already decided) is shown as the API's
// translated message.
import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Field } from '../../../ui/Field';
import { Pagination } from '../../../ui/Pagination';
import { Panel } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useApiMessage } from '../form-errors';
import { useDateTime } from '../use-date-time';
import type { RequestListSearch } from './api/query-keys';
import { RejectDialog } from './RejectDialog';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

/** What every request row has, deposit or withdrawal. */
export interface PaymentRequestRow {
  id: number;
  username: string;
  amount: string;
  status: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export type RequestKind = 'deposits' | 'withdrawals';

export interface RequestColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface RequestListProps<Row extends PaymentRequestRow> {
  kind: RequestKind;
  /** The kind's statuses, pending first. */
  statuses: readonly string[];
  tones: Record<string, StatusTone>;
  search: RequestListSearch;
  onSearchChange: (search: RequestListSearch) => void;
  query: UseQueryResult<{ list: Row[]; total: number; totalPages: number }>;
  /** The kind's own columns, shown between the amount and the status. */
  columns: readonly RequestColumn<Row>[];
  /** Each throws the API's refusal. */
  approve: (id: number) => Promise<unknown>;
  reject: (id: number, reason: string) => Promise<unknown>;
}

type Decision<Row> = { action: 'approve' | 'reject'; row: Row };

export function RequestList<Row extends PaymentRequestRow>({
  kind,
  statuses,
  tones,
  search,
  onSearchChange,
  query,
  columns,
  approve,
  reject,
}: RequestListProps<Row>) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const dateTime = useDateTime();
  const { currencySymbol } = useStartedPermission();
  const [decision, setDecision] = useState<Decision<Row> | null>(null);
  const [approving, setApproving] = useState(false);
  const notice = useSavedNotice();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  // The kind's texts; a row's fields (its reference, its bank account) fill the placeholders.
  const text = (key: string, row?: Row) => {
    const params: Record<string, unknown> = row ? { ...(row as object), amount: money(row.amount) } : {};
    return t(`operator.payments.${kind}.${key}`, params);
  };

  // A decision can empty the last page: go back to the last page there still is.
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && search.pageNo > totalPages) onSearchChange({ ...search, pageNo: totalPages });
  }, [totalPages, search, onSearchChange]);

  const confirmApprove = async (row: Row) => {
    setApproving(true);
    try {
      await approve(row.id);
      notice.show(text('approved', row));
      setDecision(null);
    } catch (error) {
      setDecision(null);
      await dialogs.warning(apiMessage(error));
    } finally {
      setApproving(false);
    }
  };

  const confirmReject = async (row: Row, reason: string) => {
    await reject(row.id, reason);
    notice.show(text('rejected', row));
    setDecision(null);
  };

  const value = query.data;
  return (
    <Panel aria-label={text('label')}>
      <div className={styles.toolbar}>
        <Field label={t('operator.payments.statusFilter')} className={styles.filter}>
          <Select
            value={search.status}
            onChange={(event) => onSearchChange({ status: event.target.value, pageNo: 1 })}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`operator.payments.${kind}.statuses.${status}`)}
              </option>
            ))}
            <option value="">{t('operator.payments.allStatuses')}</option>
          </Select>
        </Field>
        <span className={styles.spacer} />
        <SavedNotice message={notice.message} />
        {value ? (
          <span className={styles.total}>{t('operator.payments.total', { count: value.total })}</span>
        ) : null}
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('operator.refresh')}
        </Button>
      </div>
      <QueryState query={query} />
      {value?.list.length === 0 ? <EmptyState title={text('empty')} /> : null}
      {value && value.list.length > 0 ? (
        <DataTable className={styles.table} data-testid={`operator-${kind}`}>
          <thead>
            <tr>
              <th>{t('operator.payments.columns.id')}</th>
              <th>{t('operator.payments.columns.member')}</th>
              <th className={numericCell}>{t('operator.payments.columns.amount')}</th>
              {columns.map((column) => (
                <th key={column.key}>{column.header}</th>
              ))}
              <th>{t('operator.payments.columns.status')}</th>
              <th>{t('operator.payments.columns.createdAt')}</th>
              <th>{t('operator.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {value.list.map((row) => (
              <tr key={row.id}>
                <td>#{row.id}</td>
                <td>{row.username}</td>
                <td className={numericCell}>{money(row.amount)}</td>
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
                <td>
                  <div className={styles.stacked}>
                    <span>
                      <StatusBadge tone={tones[row.status] ?? 'neutral'}>
                        {t(`operator.payments.${kind}.statuses.${row.status}`)}
                      </StatusBadge>
                    </span>
                    {row.reason ? (
                      <span className={styles.muted}>
                        {t('operator.payments.reasonNote', { reason: row.reason })}
                      </span>
                    ) : null}
                    {row.decidedAt ? (
                      <span className={styles.muted}>
                        {t('operator.payments.decidedAt', { time: dateTime(row.decidedAt) })}
                      </span>
                    ) : null}
                  </div>
                </td>
                <td>{dateTime(row.createdAt)}</td>
                <td>
                  {row.status === 'pending' ? (
                    <IfAllowed>
                      <span className={styles.actions}>
                        <Button size="sm" onClick={() => setDecision({ action: 'approve', row })}>
                          {t('operator.payments.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDecision({ action: 'reject', row })}
                        >
                          {t('operator.payments.reject')}
                        </Button>
                      </span>
                    </IfAllowed>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {value ? (
        <Pagination
          page={search.pageNo}
          totalPages={value.totalPages}
          onChange={(pageNo) => onSearchChange({ ...search, pageNo })}
        />
      ) : null}
      <ConfirmDialog
        open={decision?.action === 'approve'}
        title={decision ? text('approveTitle', decision.row) : undefined}
        message={decision ? text('approveQuestion', decision.row) : ''}
        confirmLabel={text('approveConfirm')}
        cancelLabel={t('operator.cancel')}
        confirming={approving}
        onConfirm={() => {
          if (decision) void confirmApprove(decision.row);
        }}
        onCancel={() => setDecision(null)}
      />
      <RejectDialog
        open={decision?.action === 'reject'}
        title={decision ? text('rejectTitle', decision.row) : ''}
        lead={decision ? text('rejectLead', decision.row) : ''}
        onReject={(reason) => (decision ? confirmReject(decision.row, reason) : Promise.resolve())}
        onClose={() => setDecision(null)}
      />
    </Panel>
  );
}
