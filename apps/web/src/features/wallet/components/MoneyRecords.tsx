// The member's money records (SPEC.md §2 member centre; issue 6 §5): the account record (every
// main-wallet movement with its type, signed amount and running balance), personal profit and loss
// by day and game type, and bonus details. Each has a period of site days and at most one more
// filter, and pages; like the betting record, each is a ui RecordTable.
import { useTranslation } from 'react-i18next';
import type { GameType } from '@playdeck/contract/lobby';
import {
  ACCOUNT_RECORD_TYPES,
  type AccountRecord as AccountRecordRow,
  type AccountRecordType,
  type BonusRecord,
  type ProfitLossRow,
} from '@playdeck/contract/records';
import { formatBalance, formatSignedAmount } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { RecordTable, SignedAmount, type RecordColumn } from '../../../ui/RecordTable';
import { useAccountRecords, useBonusRecords, useProfitLoss } from '../api/money-records';
import { useGameTypeSelect, useRecordSearch } from '../hooks/useRecordSearch';
import styles from './money.module.css';
import { useSiteTime } from '../../../lib/site-time';

/**
 * A record's amounts in the site's currency: a balance, a signed amount ("+$2.50", "-$1.00"), and
 * the same coloured by its sign.
 */
function useRecordMoney() {
  const { currencySymbol } = useStartedPermission();
  const signedText = (amount: string) => formatSignedAmount(amount, currencySymbol);
  return {
    money: (amount: string) => formatBalance(amount, { symbol: currencySymbol }),
    signedText,
    signed: (amount: string) => <SignedAmount amount={amount}>{signedText(amount)}</SignedAmount>,
  };
}

export function AccountRecord() {
  const { t } = useTranslation();
  const { money, signed } = useRecordMoney();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const search = useRecordSearch();
  const query = useAccountRecords({
    from: search.value.from,
    to: search.value.to,
    type: (search.value.type || undefined) as AccountRecordType | undefined,
    pageNo: search.page,
  });
  const value = query.data;
  const columns: RecordColumn<AccountRecordRow>[] = [
    { key: 'time', header: t('records.time'), cell: (row) => time.format(new Date(row.createdAt)) },
    {
      key: 'type',
      header: t('payments.records.type'),
      cell: (row) => t(`payments.records.types.${row.type}`),
    },
    { key: 'amount', header: t('payments.amount'), numeric: true, cell: (row) => signed(row.amount) },
    {
      key: 'balanceAfter',
      header: t('payments.records.balanceAfter'),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
    { key: 'detail', header: t('payments.records.detail'), cell: (row) => row.detail ?? '—' },
  ];
  return (
    <RecordTable
      label={t('member.items.accountRecord')}
      testId="account-record"
      search={search}
      selects={[
        {
          name: 'type',
          label: t('payments.records.type'),
          options: ACCOUNT_RECORD_TYPES.map((type) => ({
            value: type,
            label: t(`payments.records.types.${type}`),
          })),
        },
      ]}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      totals={
        value && {
          label: `${t('payments.records.moneyIn')} / ${t('payments.records.moneyOut')}`,
          cells: {
            amount: (
              <>
                <SignedAmount tone="gain">+{money(value.totals.moneyIn)}</SignedAmount>
                {' / '}
                <SignedAmount tone="loss">-{money(value.totals.moneyOut)}</SignedAmount>
              </>
            ),
          },
        }
      }
    />
  );
}

export function ProfitLoss() {
  const { t } = useTranslation();
  const { money, signed } = useRecordMoney();
  const search = useRecordSearch();
  const gameTypeSelect = useGameTypeSelect();
  const query = useProfitLoss({
    from: search.value.from,
    to: search.value.to,
    gameType: (search.value.gameType || undefined) as GameType | undefined,
    pageNo: search.page,
  });
  const value = query.data;
  const columns: RecordColumn<ProfitLossRow>[] = [
    { key: 'day', header: t('payments.records.day'), cell: (row) => row.day },
    {
      key: 'gameType',
      header: t('records.gameType'),
      cell: (row) => t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
    },
    { key: 'rounds', header: t('payments.records.rounds'), numeric: true, cell: (row) => row.rounds },
    { key: 'stake', header: t('records.stake'), numeric: true, cell: (row) => money(row.stake) },
    {
      key: 'validBet',
      header: t('payments.records.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
    },
    { key: 'payout', header: t('records.payout'), numeric: true, cell: (row) => money(row.payout) },
    { key: 'winLoss', header: t('records.winLoss'), numeric: true, cell: (row) => signed(row.winLoss) },
  ];
  return (
    <RecordTable
      label={t('member.items.profitLoss')}
      testId="profit-loss"
      search={search}
      selects={[gameTypeSelect]}
      summary={
        value ? (
          <dl className={styles.tiles} data-testid="profit-loss-totals">
            {[
              [t('records.winLoss'), signed(value.totals.winLoss)],
              [t('records.stake'), money(value.totals.stake)],
              [t('payments.records.deposits'), money(value.totals.deposits)],
              [t('payments.records.withdrawals'), money(value.totals.withdrawals)],
              [t('payments.records.bonus'), money(value.totals.bonus)],
            ].map(([term, figure]) => (
              <div key={String(term)} className={styles.tile}>
                <dt>{term}</dt>
                <dd>{figure}</dd>
              </div>
            ))}
          </dl>
        ) : null
      }
      query={query}
      columns={columns}
      rowKey={(row) => `${row.day}:${row.gameType}`}
    />
  );
}

export function BonusDetails() {
  const { t, i18n } = useTranslation();
  const { money, signed, signedText } = useRecordMoney();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const search = useRecordSearch();
  const query = useBonusRecords({ from: search.value.from, to: search.value.to, pageNo: search.page });
  const value = query.data;
  const kindName = (kind: string) =>
    i18n.exists(`payments.records.bonusKinds.${kind}`)
      ? t(`payments.records.bonusKinds.${kind}`)
      : t('payments.records.bonusKinds.other');
  const columns: RecordColumn<BonusRecord>[] = [
    { key: 'time', header: t('records.time'), cell: (row) => time.format(new Date(row.createdAt)) },
    { key: 'kind', header: t('payments.records.type'), cell: (row) => kindName(row.kind) },
    { key: 'amount', header: t('payments.amount'), numeric: true, cell: (row) => signed(row.amount) },
    {
      key: 'balanceAfter',
      header: t('payments.records.balanceAfter'),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
  ];
  return (
    <RecordTable
      label={t('member.items.bonus')}
      testId="bonus-records"
      search={search}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      totals={
        value && {
          label: t('payments.records.totalBonus'),
          cells: {
            amount: <SignedAmount tone="gain">{signedText(value.totals.amount)}</SignedAmount>,
          },
        }
      }
    />
  );
}
