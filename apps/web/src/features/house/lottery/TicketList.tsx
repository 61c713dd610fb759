// The player's tickets of this game, newest first: the draw, the pick, the stake, what became of it
// and a link to the ticket's public fairness record.
import { useTranslation } from 'react-i18next';
import type { LotteryBetType, LotteryTicketItem } from '@playdeck/contract/lottery';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { classNames } from '../../../ui/class-names';
import { verifyPagePath } from '../verify-link';
import { localName } from './local-name';
import styles from './LotteryPage.module.css';

export type TicketOutcome = 'waiting' | 'won' | 'lost' | 'cancelled';

const OUTCOME_TONES: Record<TicketOutcome, StatusTone> = {
  waiting: 'info',
  won: 'success',
  lost: 'neutral',
  cancelled: 'warning',
};

export function ticketOutcome(ticket: Pick<LotteryTicketItem, 'status' | 'payout'>): TicketOutcome {
  if (ticket.status === 'settled') return ticket.payout !== null && ticket.payout !== '0.00' ? 'won' : 'lost';
  if (ticket.status === 'cancelled' || ticket.status === 'refused') return 'cancelled';
  return 'waiting';
}

export function TicketList({
  tickets,
  betTypes,
}: {
  tickets: LotteryTicketItem[];
  betTypes: LotteryBetType[];
}) {
  const { t, i18n } = useTranslation();
  const betName = (code: string) => {
    const betType = betTypes.find((candidate) => candidate.code === code);
    return betType ? localName(betType.name, i18n.language) : code;
  };
  /** A named choice (big, odd) in the reader's words; numbers as they are. */
  const pickName = (code: string, selection: string) => {
    const choice = betTypes
      .find((candidate) => candidate.code === code)
      ?.choices.find((candidate) => candidate.value === selection);
    return choice ? localName(choice.name, i18n.language) : selection;
  };
  return (
    <section className={classNames(styles.card, styles.ticketsCard)} aria-labelledby="lottery-tickets-title">
      <h2 id="lottery-tickets-title" className={styles.cardTitle}>
        {t('lottery.myTickets')}
      </h2>
      {tickets.length === 0 ? (
        <EmptyState title={t('lottery.noTickets')} />
      ) : (
        <DataTable density="compact" className={styles.table} data-testid="lottery-tickets">
          <DataTableHead
            columns={[
              { key: 'draw', header: t('lottery.drawColumn') },
              { key: 'bet', header: t('lottery.betColumn') },
              { key: 'stake', header: t('house.stake'), numeric: true },
              { key: 'status', header: t('house.status') },
              { key: 'payout', header: t('house.payout'), numeric: true },
              { key: 'verify', header: <span className="visually-hidden">{t('house.verify')}</span> },
            ]}
          />
          <tbody>
            {tickets.map((ticket) => {
              const outcome = ticketOutcome(ticket);
              return (
                <tr key={ticket.roundId} data-testid="lottery-ticket" data-outcome={outcome}>
                  <td>
                    <span className={styles.drawLabel}>{ticket.drawLabel}</span>
                    {ticket.winningNumber && (
                      <span className={styles.winning} data-testid="lottery-ticket-number">
                        {ticket.winningNumber}
                      </span>
                    )}
                  </td>
                  <td>
                    {betName(ticket.betType)}{' '}
                    <strong className={styles.pick} data-selection={ticket.selection}>
                      {pickName(ticket.betType, ticket.selection)}
                    </strong>{' '}
                    <span className={styles.muted}>×{ticket.odds}</span>
                  </td>
                  <td className={numericCell}>{ticket.stake}</td>
                  <td>
                    <StatusBadge tone={OUTCOME_TONES[outcome]}>{t(`lottery.outcome.${outcome}`)}</StatusBadge>
                  </td>
                  <td className={numericCell}>{ticket.payout ?? '—'}</td>
                  <td>
                    <a href={verifyPagePath(ticket.roundId)} target="_blank" rel="noreferrer">
                      {t('house.verify')}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
