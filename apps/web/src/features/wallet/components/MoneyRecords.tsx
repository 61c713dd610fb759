// The member's money records (SPEC.md §2 member centre; issue 6 §5): the account record (every
// main-wallet movement with its type, signed amount and running balance), personal profit and loss
// by day and game type, and bonus details. Each has a period of site days and one more filter, and
// pages; the tables look like the betting record's.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@playdeck/contract/lobby';
import { ACCOUNT_RECORD_TYPES, type AccountRecordType } from '@playdeck/contract/records';
import { ApiError } from '../../../lib/api-client';
import { formatBalance, formatSignedAmount } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { Select } from '../../../ui/Select';
import { classNames } from '../../../ui/class-names';
import { useAccountRecords, useBonusRecords, useProfitLoss } from '../api/money-records';
import { defaultPeriod } from '../record-period';
import tableStyles from './BettingRecord.module.css';
import styles from './money.module.css';

type Period = { from: string; to: string };
type Option = { value: string; label: string };

/** The period and one select of a record screen; the search applies them from page 1. */
function RecordFilters({
  period,
  extra,
  fields,
  onSearch,
}: {
  period: Period & { extra: string };
  extra?: { label: string; options: Option[] };
  fields: Record<string, string>;
  onSearch: (next: Period & { extra: string }) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(period);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className={tableStyles.filters} onSubmit={search}>
      <Field label={t('records.from')} errors={fields.from ? [fields.from] : undefined}>
        <TextInput
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field label={t('records.to')} errors={fields.to ? [fields.to] : undefined}>
        <TextInput
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Field>
      {extra ? (
        <Field label={extra.label}>
          <Select value={draft.extra} onChange={(event) => setDraft({ ...draft, extra: event.target.value })}>
            <option value="">{t('records.all')}</option>
            {extra.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Button type="submit">{t('records.search')}</Button>
    </form>
  );
}

/** Loading, a failure that no field took, and the empty state of a record query. */
function QueryState({ query, empty }: { query: { isPending: boolean; error: unknown }; empty: boolean }) {
  const { t } = useTranslation();
  const fields = query.error instanceof ApiError ? query.error.fields : {};
  return (
    <>
      {query.isPending ? <Loader label={t('ui.loading')} /> : null}
      {query.error && Object.keys(fields).length === 0 ? (
        <p role="alert">{query.error instanceof ApiError ? query.error.message : t('errors.network')}</p>
      ) : null}
      {empty ? <EmptyState /> : null}
    </>
  );
}

function amountClass(amount: string): string | undefined {
  if (amount === '0.00') return undefined;
  return amount.startsWith('-') ? tableStyles.loss : tableStyles.win;
}

function useRecordFilter() {
  const [filter, setFilter] = useState(() => ({ ...defaultPeriod(new Date()), extra: '', pageNo: 1 }));
  return { filter, setFilter };
}

function Table({
  testId,
  head,
  children,
  foot,
}: {
  testId: string;
  head: ReactNode;
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <div className={tableStyles.scroll}>
      <table className={tableStyles.table} data-testid={testId}>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}

export function AccountRecord() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const { filter, setFilter } = useRecordFilter();
  const query = useAccountRecords({
    from: filter.from,
    to: filter.to,
    type: (filter.extra || undefined) as AccountRecordType | undefined,
    pageNo: filter.pageNo,
  });
  const value = query.data;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section className={tableStyles.record} aria-label={t('member.items.accountRecord')}>
      <RecordFilters
        period={filter}
        fields={query.error instanceof ApiError ? query.error.fields : {}}
        extra={{
          label: t('payments.records.type'),
          options: ACCOUNT_RECORD_TYPES.map((type) => ({
            value: type,
            label: t(`payments.records.types.${type}`),
          })),
        }}
        onSearch={(next) => setFilter({ ...next, pageNo: 1 })}
      />
      <QueryState query={query} empty={value?.list.length === 0} />
      {value && value.list.length > 0 ? (
        <Table
          testId="account-record"
          head={
            <tr>
              <th>{t('records.time')}</th>
              <th>{t('payments.records.type')}</th>
              <th className={tableStyles.number}>{t('payments.amount')}</th>
              <th className={tableStyles.number}>{t('payments.records.balanceAfter')}</th>
              <th>{t('payments.records.detail')}</th>
            </tr>
          }
          foot={
            <tr>
              <th colSpan={2}>
                {t('payments.records.moneyIn')} / {t('payments.records.moneyOut')}
              </th>
              <td className={tableStyles.number}>
                <span className={tableStyles.win}>
                  +{formatBalance(value.totals.moneyIn, { symbol: currencySymbol })}
                </span>
                {' / '}
                <span className={tableStyles.loss}>
                  -{formatBalance(value.totals.moneyOut, { symbol: currencySymbol })}
                </span>
              </td>
              <td colSpan={2} />
            </tr>
          }
        >
          {value.list.map((row) => (
            <tr key={row.id}>
              <td>{time.format(new Date(row.createdAt))}</td>
              <td>{t(`payments.records.types.${row.type}`)}</td>
              <td className={classNames(tableStyles.number, amountClass(row.amount))}>
                {formatSignedAmount(row.amount, currencySymbol)}
              </td>
              <td className={tableStyles.number}>
                {formatBalance(row.balanceAfter, { symbol: currencySymbol })}
              </td>
              <td>{row.detail ?? '—'}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {value ? (
        <Pagination
          page={filter.pageNo}
          totalPages={value.totalPages}
          onChange={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      ) : null}
    </section>
  );
}

export function ProfitLoss() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const { filter, setFilter } = useRecordFilter();
  const query = useProfitLoss({
    from: filter.from,
    to: filter.to,
    gameType: (filter.extra || undefined) as GameType | undefined,
    pageNo: filter.pageNo,
  });
  const value = query.data;
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  return (
    <section className={tableStyles.record} aria-label={t('member.items.profitLoss')}>
      <RecordFilters
        period={filter}
        fields={query.error instanceof ApiError ? query.error.fields : {}}
        extra={{
          label: t('records.gameType'),
          options: GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) })),
        }}
        onSearch={(next) => setFilter({ ...next, pageNo: 1 })}
      />
      {value ? (
        <dl className={styles.tiles} data-testid="profit-loss-totals">
          <div className={styles.tile}>
            <dt>{t('records.winLoss')}</dt>
            <dd className={amountClass(value.totals.winLoss)}>
              {formatSignedAmount(value.totals.winLoss, currencySymbol)}
            </dd>
          </div>
          <div className={styles.tile}>
            <dt>{t('records.stake')}</dt>
            <dd>{money(value.totals.stake)}</dd>
          </div>
          <div className={styles.tile}>
            <dt>{t('payments.records.deposits')}</dt>
            <dd>{money(value.totals.deposits)}</dd>
          </div>
          <div className={styles.tile}>
            <dt>{t('payments.records.withdrawals')}</dt>
            <dd>{money(value.totals.withdrawals)}</dd>
          </div>
          <div className={styles.tile}>
            <dt>{t('payments.records.bonus')}</dt>
            <dd>{money(value.totals.bonus)}</dd>
          </div>
        </dl>
      ) : null}
      <QueryState query={query} empty={value?.list.length === 0} />
      {value && value.list.length > 0 ? (
        <Table
          testId="profit-loss"
          head={
            <tr>
              <th>{t('payments.records.day')}</th>
              <th>{t('records.gameType')}</th>
              <th className={tableStyles.number}>{t('payments.records.rounds')}</th>
              <th className={tableStyles.number}>{t('records.stake')}</th>
              <th className={tableStyles.number}>{t('payments.records.validBet')}</th>
              <th className={tableStyles.number}>{t('records.payout')}</th>
              <th className={tableStyles.number}>{t('records.winLoss')}</th>
            </tr>
          }
        >
          {value.list.map((row) => (
            <tr key={`${row.day}:${row.gameType}`}>
              <td>{row.day}</td>
              <td>{t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType })}</td>
              <td className={tableStyles.number}>{row.rounds}</td>
              <td className={tableStyles.number}>{money(row.stake)}</td>
              <td className={tableStyles.number}>{money(row.validBet)}</td>
              <td className={tableStyles.number}>{money(row.payout)}</td>
              <td className={classNames(tableStyles.number, amountClass(row.winLoss))}>
                {formatSignedAmount(row.winLoss, currencySymbol)}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {value ? (
        <Pagination
          page={filter.pageNo}
          totalPages={value.totalPages}
          onChange={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      ) : null}
    </section>
  );
}

export function BonusDetails() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const { filter, setFilter } = useRecordFilter();
  const query = useBonusRecords({ from: filter.from, to: filter.to, pageNo: filter.pageNo });
  const value = query.data;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const kindName = (kind: string) =>
    i18n.exists(`payments.records.bonusKinds.${kind}`)
      ? t(`payments.records.bonusKinds.${kind}`)
      : t('payments.records.bonusKinds.other');
  return (
    <section className={tableStyles.record} aria-label={t('member.items.bonus')}>
      <RecordFilters
        period={filter}
        fields={query.error instanceof ApiError ? query.error.fields : {}}
        onSearch={(next) => setFilter({ ...next, pageNo: 1 })}
      />
      <QueryState query={query} empty={value?.list.length === 0} />
      {value && value.list.length > 0 ? (
        <Table
          testId="bonus-records"
          head={
            <tr>
              <th>{t('records.time')}</th>
              <th>{t('payments.records.type')}</th>
              <th className={tableStyles.number}>{t('payments.amount')}</th>
              <th className={tableStyles.number}>{t('payments.records.balanceAfter')}</th>
            </tr>
          }
          foot={
            <tr>
              <th colSpan={2}>{t('payments.records.totalBonus')}</th>
              <td className={classNames(tableStyles.number, tableStyles.win)}>
                {formatSignedAmount(value.totals.amount, currencySymbol)}
              </td>
              <td />
            </tr>
          }
        >
          {value.list.map((row) => (
            <tr key={row.id}>
              <td>{time.format(new Date(row.createdAt))}</td>
              <td>{kindName(row.kind)}</td>
              <td className={classNames(tableStyles.number, amountClass(row.amount))}>
                {formatSignedAmount(row.amount, currencySymbol)}
              </td>
              <td className={tableStyles.number}>
                {formatBalance(row.balanceAfter, { symbol: currencySymbol })}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {value ? (
        <Pagination
          page={filter.pageNo}
          totalPages={value.totalPages}
          onChange={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      ) : null}
    </section>
  );
}
