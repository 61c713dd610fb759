// The agent's bills of one contract type (AGENTS.md §6 "my income"), a page at a time and of one
// status or all: per period and category, the team's figures it was computed from (valid bet, net
// loss, the dividend's carry, active members against the tier's requirement), the tier and what it
// pays, the gross, what the agent paid its children of their gross, its net, what it received, the
// status and when it was paid. Above them, the action that pays what the agent still owes its
// children.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILL_STATUSES, type Bill, type BillStatus, type ContractType } from '@playdeck/contract/contracts';
import { useMoney } from '../../../lib/agent-money';
import { useSiteTime } from '../../../lib/site-time';
import { AgentTable, type AgentColumn } from '../../../ui/AgentTable';
import { Field } from '../../../ui/Field';
import { Pagination } from '../../../ui/Pagination';
import { ReportState } from '../../../ui/ReportState';
import { Select } from '../../../ui/Select';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useIncome } from '../api/income';
import { BILL_STATUS_TONES, useContractText } from '../hooks/useContractText';
import { PayDownline } from './PayDownline';
import styles from './contracts.module.css';

export function Bills({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const text = useContractText();
  const [status, setStatus] = useState<BillStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useIncome({ type, status: status || undefined, pageNo: page });
  const value = query.data;
  const columns = useColumns(type);
  return (
    <div className={styles.stack}>
      <PayDownline type={type} />
      <div className={styles.filters}>
        <Field label={t('agent.contracts.status')}>
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BillStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('agent.contracts.income.allStatuses')}</option>
            {BILL_STATUSES.map((option) => (
              <option key={option} value={option}>
                {text.billStatus(option)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ReportState
        query={query}
        empty={value?.list.length === 0}
        emptyText={t('agent.contracts.income.noBills')}
        searchFields={['status']}
      />
      {value && value.list.length > 0 ? (
        <AgentTable
          label={t('agent.contracts.income.bills')}
          testId={`bills-${type}`}
          columns={columns}
          rows={value.list}
          rowKey={(bill) => bill.id}
        />
      ) : null}
      {value ? <Pagination page={page} totalPages={value.totalPages} onChange={setPage} /> : null}
    </div>
  );
}

function useColumns(type: ContractType): AgentColumn<Bill>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  const text = useContractText();
  const column = (key: string, header: string, cell: AgentColumn<Bill>['cell'], numeric = true) => ({
    key,
    header,
    numeric,
    cell,
  });
  return [
    column('period', t('agent.contracts.income.period'), (bill) => <Period bill={bill} />, false),
    column('category', t('agent.contracts.category'), (bill) => text.category(bill.category), false),
    column('teamBet', t('agent.contracts.income.teamBet'), (bill) => money.amount(bill.teamBet)),
    column('teamNetLoss', t('agent.contracts.income.teamNetLoss'), (bill) => money.amount(bill.teamNetLoss)),
    // Only a dividend carries a won period's result forward (AGENTS.md §1 "carry-over").
    ...(type === 'DIVIDEND'
      ? [column('carry', t('agent.contracts.income.carry'), (bill) => money.amount(bill.carryIn))]
      : []),
    column('active', t('agent.contracts.income.active'), (bill) =>
      t('agent.contracts.income.activeOfRequired', {
        active: bill.activeMembers,
        required: bill.requiredActive,
      }),
    ),
    column(
      'tier',
      t('agent.contracts.income.tier'),
      (bill) => bill.tier ?? t('agent.contracts.income.noTier'),
    ),
    column('rate', t('agent.contracts.income.rate'), (bill) => text.payout(bill)),
    column('gross', t('agent.contracts.income.gross'), (bill) => money.amount(bill.gross)),
    column('paidToChildren', t('agent.contracts.income.paidToChildren'), (bill) => (
      <span className={styles.twoLines}>
        <span>{money.amount(bill.paidToChildren)}</span>
        <span className={styles.muted}>
          {t('agent.contracts.income.childrenGross', { amount: money.amount(bill.childrenGross) })}
        </span>
      </span>
    )),
    column('net', t('agent.contracts.income.net'), (bill) => money.amount(bill.net)),
    column('received', t('agent.contracts.income.received'), (bill) => money.amount(bill.received)),
    column(
      'status',
      t('agent.contracts.status'),
      (bill) => (
        <StatusBadge tone={BILL_STATUS_TONES[bill.status]}>{text.billStatus(bill.status)}</StatusBadge>
      ),
      false,
    ),
    column(
      'paidAt',
      t('agent.contracts.income.paidAt'),
      (bill) => (bill.paidAt ? time.format(bill.paidAt) : t('agent.contracts.income.notPaid')),
      false,
    ),
  ];
}

/** A period: its key, and its first and last instant at the site's clock. */
function Period({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  return (
    <span className={styles.twoLines}>
      <span>{bill.periodKey}</span>
      <span className={styles.muted}>
        {t('agent.contracts.income.periodRange', {
          from: time.format(bill.periodFrom),
          to: time.format(bill.periodTo),
        })}
      </span>
    </span>
  );
}
