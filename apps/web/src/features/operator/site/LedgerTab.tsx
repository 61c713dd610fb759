// The ledger check (DESIGN.md "Money and the ledger"): on request the server recomputes every
// account's balance from its entries and sums every transaction's entries; the tab shows whether the
// double-entry ledger balances and, when it does not, which accounts and transactions differ.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerVerify } from '@playdeck/contract/wallet';
import { Button } from '../../../ui/Button';
import { DataTable, numericCell } from '../../../ui/DataTable';
import { Panel, PanelNote } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useDialogs } from '../../../ui/dialogs';
import { useApiMessage } from '../form-errors';
import { useVerifyLedger } from './api/verify-ledger';
import styles from './site.module.css';
import { useSiteTime } from '../../../lib/site-time';

const MONEY_PATTERN = /^-?\d+\.\d{2}$/;

/** cached − fromEntries, both decimal strings with two places, computed in minor units. */
export function gapOf(cached: string, fromEntries: string): string {
  if (!MONEY_PATTERN.test(cached) || !MONEY_PATTERN.test(fromEntries)) return '—';
  const minor = (value: string) => BigInt(value.replace('.', ''));
  const gap = minor(cached) - minor(fromEntries);
  const sign = gap < 0n ? '-' : '';
  const digits = (gap < 0n ? -gap : gap).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function Differences({ result }: { result: LedgerVerify }) {
  const { t } = useTranslation();
  const column = (key: string) => t(`operator.site.ledger.columns.${key}`);
  return (
    <>
      {result.differences.length > 0 ? (
        <DataTable aria-label={t('operator.site.ledger.differencesTitle')} density="compact">
          <caption className="visually-hidden">{t('operator.site.ledger.differencesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{column('account')}</th>
              <th scope="col" className={numericCell}>
                {column('cached')}
              </th>
              <th scope="col" className={numericCell}>
                {column('fromEntries')}
              </th>
              <th scope="col" className={numericCell}>
                {column('gap')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.differences.map((difference) => (
              <tr key={difference.ledgerAccountId}>
                <th scope="row">#{difference.ledgerAccountId}</th>
                <td className={numericCell}>{difference.cached}</td>
                <td className={numericCell}>{difference.fromEntries}</td>
                <td className={numericCell}>{gapOf(difference.cached, difference.fromEntries)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {result.unbalancedTransactions.length > 0 ? (
        <PanelNote>
          {t('operator.site.ledger.unbalancedTransactions', {
            ids: result.unbalancedTransactions.map((id) => `#${id}`).join(', '),
          })}
        </PanelNote>
      ) : null}
      {result.orphanEntries.length > 0 ? (
        <PanelNote>
          {t('operator.site.ledger.orphanEntries', {
            ids: result.orphanEntries.map((id) => `#${id}`).join(', '),
          })}
        </PanelNote>
      ) : null}
    </>
  );
}

function Verdict({ result, checkedAt }: { result: LedgerVerify; checkedAt: Date }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <div
        className={`${styles.verdict} ${result.balanced ? styles.balanced : styles.unbalanced}`}
        data-testid="ledger-verdict"
      >
        <StatusBadge tone={result.balanced ? 'success' : 'danger'}>
          {result.balanced
            ? t('operator.site.ledger.balancedBadge')
            : t('operator.site.ledger.unbalancedBadge')}
        </StatusBadge>
        {result.balanced ? t('operator.site.ledger.balanced') : t('operator.site.ledger.unbalanced')}
      </div>
      <dl className={styles.facts}>
        <dt>{t('operator.site.ledger.accountsChecked')}</dt>
        <dd>{number.format(result.accountsChecked)}</dd>
        <dt>{t('operator.site.ledger.transactionsChecked')}</dt>
        <dd>{number.format(result.transactionsChecked)}</dd>
        <dt>{t('operator.site.ledger.differences')}</dt>
        <dd>{number.format(result.differences.length)}</dd>
        <dt>{t('operator.site.ledger.unbalancedCount')}</dt>
        <dd>{number.format(result.unbalancedTransactions.length)}</dd>
        <dt>{t('operator.site.ledger.orphanCount')}</dt>
        <dd>{number.format(result.orphanEntries.length)}</dd>
        <dt>{t('operator.site.ledger.checkedAt')}</dt>
        <dd>{time.format(checkedAt)}</dd>
      </dl>
      <Differences result={result} />
    </>
  );
}

export function LedgerTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const verify = useVerifyLedger();
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);

  const run = async () => {
    try {
      await verify.mutateAsync();
      setCheckedAt(new Date());
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    }
  };

  return (
    <Panel title={t('operator.site.ledger.title')}>
      <div className={styles.toolbar}>
        <PanelNote>{t('operator.site.ledger.lead')}</PanelNote>
        <Button loading={verify.isPending} onClick={() => void run()}>
          {t('operator.site.ledger.verify')}
        </Button>
      </div>
      {verify.data && checkedAt ? (
        <Verdict result={verify.data} checkedAt={checkedAt} />
      ) : (
        <PanelNote>{t('operator.site.ledger.notYet')}</PanelNote>
      )}
    </Panel>
  );
}
