// The bills desk: one type's settlement bills, filtered by status and period key, with every figure
// a bill was computed from (team bet, net loss, carry, base, active members), the tier and rate it
// used, what it pays (gross, children's gross, net), what has moved so far and its status. A dividend
// bill waiting for review is approved (paid) or denied here, each after a confirmation; a child's
// bill is approved only after its parent's, and the API's refusal says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILL_STATUSES, CONTRACT_TYPES, type Bill } from '@playdeck/contract/contracts';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { numericCell } from '../../../ui/DataTable';
import { Field, TextInput } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useDialogs } from '../../../ui/dialogs';
import { PagedList } from '../components/PagedList';
import { ChoiceFilter, SearchFilters } from '../components/SearchFilters';
import { useSavedNotice } from '../components/SavedNotice';
import { useApiMessage } from '../form-errors';
import { useDateTime } from '../use-date-time';
import { useDecideBill, useOperatorBills, type BillDecision, type BillsSearch } from './api/bills';
import { BILL_STATUS_TONES, useContractWords } from './contract-words';
import cells from '../components/cells.module.css';
import { IfAllowed } from '../components/staff-rights';

type Filters = Omit<BillsSearch, 'pageNo'>;

function BillFilters({ initial, onSearch }: { initial: Filters; onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const words = useContractWords();
  const [filters, setFilters] = useState<Filters>(initial);
  // A select searches at once; the period key when the operator submits it.
  const change = (next: Filters, search: boolean) => {
    setFilters(next);
    if (search) onSearch(next);
  };
  return (
    <SearchFilters searchLabel={t('operator.contracts.search')} onSubmit={() => onSearch(filters)}>
      <ChoiceFilter
        label={t('operator.contracts.columns.type')}
        value={filters.type}
        values={CONTRACT_TYPES}
        name={words.type}
        onChange={(type) => {
          if (type !== '') change({ ...filters, type }, true);
        }}
      />
      <ChoiceFilter
        label={t('operator.contracts.columns.status')}
        value={filters.status}
        values={BILL_STATUSES}
        name={words.billStatus}
        allLabel={t('operator.contracts.allStatuses')}
        onChange={(status) => change({ ...filters, status }, true)}
      />
      <Field label={t('operator.contracts.bills.periodKey')}>
        <TextInput
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder={t(`operator.contracts.periodExamples.${filters.type}`)}
          value={filters.periodKey}
          onChange={(event) => change({ ...filters, periodKey: event.target.value }, false)}
        />
      </Field>
    </SearchFilters>
  );
}

const NUMERIC_COLUMNS = [
  'teamBet',
  'teamNetLoss',
  'carryIn',
  'base',
  'active',
  'tier',
  'payout',
  'gross',
  'childrenGross',
  'net',
  'received',
  'paidToChildren',
] as const;

function BillRow({ bill, onDecide }: { bill: Bill; onDecide: (decision: BillDecision) => void }) {
  const { t } = useTranslation();
  const words = useContractWords();
  const dateTime = useDateTime();
  const payout =
    bill.fixedAmount !== null
      ? words.money(bill.fixedAmount)
      : bill.rate !== null
        ? t('operator.contracts.tier.rate', { rate: bill.rate })
        : '—';
  const figures: Record<(typeof NUMERIC_COLUMNS)[number], string> = {
    teamBet: words.money(bill.teamBet),
    teamNetLoss: words.money(bill.teamNetLoss),
    carryIn: words.money(bill.carryIn),
    base: words.money(bill.base),
    active: `${bill.activeMembers} / ${bill.requiredActive}`,
    tier: bill.tier === null ? '—' : String(bill.tier),
    payout,
    gross: words.money(bill.gross),
    childrenGross: words.money(bill.childrenGross),
    net: words.money(bill.net),
    received: words.money(bill.received),
    paidToChildren: words.money(bill.paidToChildren),
  };
  return (
    <tr>
      <td>#{bill.id}</td>
      <td>
        <div className={cells.stacked}>
          <span>{bill.holder.username}</span>
          <span className={cells.muted}>
            {bill.issuerKind === 'PLATFORM'
              ? t('operator.contracts.platform')
              : t('operator.contracts.bills.fromParent')}
          </span>
        </div>
      </td>
      <td>
        <div className={cells.stacked}>
          <span className={cells.code}>{bill.periodKey}</span>
          <span className={cells.muted}>{words.category(bill.category)}</span>
          <span className={cells.muted}>
            {t('operator.contracts.bills.periodRange', {
              from: dateTime(bill.periodFrom),
              to: dateTime(bill.periodTo),
            })}
          </span>
        </div>
      </td>
      {NUMERIC_COLUMNS.map((column) => (
        <td key={column} className={numericCell}>
          {figures[column]}
        </td>
      ))}
      <td>
        <StatusBadge tone={BILL_STATUS_TONES[bill.status]}>{words.billStatus(bill.status)}</StatusBadge>
      </td>
      <td>{dateTime(bill.paidAt)}</td>
      <td className={cells.sticky}>
        {bill.status === 'PENDING_REVIEW' ? (
          <IfAllowed>
            <span className={cells.actions}>
              <Button size="sm" onClick={() => onDecide('approve')}>
                {t('operator.contracts.bills.approve')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onDecide('deny')}>
                {t('operator.contracts.bills.deny')}
              </Button>
            </span>
          </IfAllowed>
        ) : null}
      </td>
    </tr>
  );
}

export function BillsTab() {
  const { t } = useTranslation();
  const words = useContractWords();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const notice = useSavedNotice();
  const [search, setSearch] = useState<BillsSearch>({
    type: 'DIVIDEND',
    status: '',
    periodKey: '',
    pageNo: 1,
  });
  const [decision, setDecision] = useState<{ decision: BillDecision; bill: Bill } | null>(null);
  const query = useOperatorBills(search);
  const decide = useDecideBill();

  const confirm = async (target: { decision: BillDecision; bill: Bill }) => {
    try {
      await decide.mutateAsync({ id: target.bill.id, decision: target.decision });
      notice.show(t(`operator.contracts.bills.${target.decision}Done`, { id: target.bill.id }));
      setDecision(null);
    } catch (error) {
      setDecision(null);
      await dialogs.warning(apiMessage(error));
    }
  };

  const text = (key: string, bill: Bill) =>
    t(`operator.contracts.bills.${key}`, {
      id: bill.id,
      username: bill.holder.username,
      period: bill.periodKey,
      gross: words.money(bill.gross),
    });

  return (
    <Panel title={t('operator.contracts.bills.title')} headingLevel={2}>
      <BillFilters initial={search} onSearch={(filters) => setSearch({ ...filters, pageNo: 1 })} />
      <PagedList
        query={query}
        totalText={(count) => t('operator.contracts.total', { count })}
        emptyTitle={t('operator.contracts.bills.empty')}
        notice={notice.message}
        tableTestId="operator-bills"
        head={
          <>
            <th scope="col">{t('operator.contracts.columns.id')}</th>
            <th scope="col">{t('operator.contracts.columns.holder')}</th>
            <th scope="col">{t('operator.contracts.bills.columns.period')}</th>
            {NUMERIC_COLUMNS.map((column) => (
              <th key={column} scope="col" className={numericCell}>
                {t(`operator.contracts.bills.columns.${column}`)}
              </th>
            ))}
            <th scope="col">{t('operator.contracts.columns.status')}</th>
            <th scope="col">{t('operator.contracts.bills.columns.paidAt')}</th>
            <th scope="col" className={cells.sticky}>
              {t('operator.actions')}
            </th>
          </>
        }
        row={(bill) => (
          <BillRow key={bill.id} bill={bill} onDecide={(next) => setDecision({ decision: next, bill })} />
        )}
        pageNo={search.pageNo}
        onPageChange={(pageNo) => setSearch({ ...search, pageNo })}
      />
      <ConfirmDialog
        open={decision !== null}
        danger={decision?.decision === 'deny'}
        title={decision ? text(`${decision.decision}Title`, decision.bill) : undefined}
        message={decision ? text(`${decision.decision}Question`, decision.bill) : ''}
        confirmLabel={decision ? t(`operator.contracts.bills.${decision.decision}`) : undefined}
        cancelLabel={t('operator.cancel')}
        confirming={decide.isPending}
        onConfirm={() => {
          if (decision) void confirm(decision);
        }}
        onCancel={() => setDecision(null)}
      />
    </Panel>
  );
}
