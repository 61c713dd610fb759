// The betting record (member centre): every game round in a period (site time zone days), filtered
// by game type and status, with totals over the whole period and, for the house vendor's rounds, a
// link to the round's provably fair record.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_RECORD_STATUSES, type BetRecordStatus } from '@playdeck/contract/records';
import { GAME_TYPES, type GameType } from '@playdeck/contract/lobby';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { useBetRecords, type BetRecordsFilter } from '../api/bet-records';
import { defaultPeriod } from '../record-period';
import styles from './BettingRecord.module.css';

export function BettingRecord() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => ({ ...defaultPeriod(new Date()), gameType: '', status: '' }));
  const [filter, setFilter] = useState<BetRecordsFilter>(() => ({ ...defaultPeriod(new Date()), pageNo: 1 }));
  const query = useBetRecords(filter);
  const fields = query.error instanceof ApiError ? query.error.fields : {};

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      from: draft.from,
      to: draft.to,
      gameType: (draft.gameType || undefined) as GameType | undefined,
      status: (draft.status || undefined) as BetRecordStatus | undefined,
      pageNo: 1,
    });
  };
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const value = query.data;

  return (
    <section className={styles.record} aria-label={t('member.items.bettingRecord')}>
      <form className={styles.filters} onSubmit={search}>
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
        <Field label={t('records.gameType')}>
          <select
            className={styles.select}
            value={draft.gameType}
            onChange={(event) => setDraft({ ...draft, gameType: event.target.value })}
          >
            <option value="">{t('records.all')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`gameTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('records.status')}>
          <select
            className={styles.select}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          >
            <option value="">{t('records.all')}</option>
            {BET_RECORD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`records.statuses.${status}`)}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit">{t('records.search')}</Button>
      </form>
      {query.isPending && <Loader label={t('ui.loading')} />}
      {query.isError && !(query.error instanceof ApiError && Object.keys(fields).length > 0) && (
        <p role="alert">{query.error instanceof ApiError ? query.error.message : t('errors.network')}</p>
      )}
      {value && value.list.length === 0 && <EmptyState description={t('ui.noData')} />}
      {value && value.list.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="betting-record">
            <thead>
              <tr>
                <th>{t('records.time')}</th>
                <th>{t('records.game')}</th>
                <th className={styles.number}>{t('records.stake')}</th>
                <th className={styles.number}>{t('records.payout')}</th>
                <th className={styles.number}>{t('records.winLoss')}</th>
                <th>{t('records.status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {value.list.map((row) => (
                <tr key={`${row.vendorCode}:${row.roundId}`}>
                  <td>{time.format(new Date(row.placedAt))}</td>
                  <td>
                    <span className={styles.game}>{row.gameName}</span>
                    <span className={styles.vendor}>{row.vendorName}</span>
                  </td>
                  <td className={styles.number}>{row.stake}</td>
                  <td className={styles.number}>{row.payout}</td>
                  <td className={`${styles.number} ${winLossClass(row.winLoss)}`}>{row.winLoss ?? '—'}</td>
                  <td>{t(`records.statuses.${row.status}`)}</td>
                  <td>
                    {row.detailsUrl && (
                      <a href={row.detailsUrl} target="_blank" rel="noreferrer">
                        {t('records.details')}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={2}>{t('records.totals', { count: value.total })}</th>
                <td className={styles.number}>{value.totals.stake}</td>
                <td className={styles.number}>{value.totals.payout}</td>
                <td className={`${styles.number} ${winLossClass(value.totals.winLoss)}`}>
                  {value.totals.winLoss}
                </td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {value && value.totalPages > 1 && (
        <Pagination
          page={filter.pageNo ?? 1}
          totalPages={value.totalPages}
          onChange={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      )}
    </section>
  );

  function winLossClass(amount: string | null): string {
    if (!amount || amount === '0.00') return '';
    return amount.startsWith('-') ? styles.loss! : styles.win!;
  }
}
