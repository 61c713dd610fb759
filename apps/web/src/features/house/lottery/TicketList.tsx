// The player's tickets of this game, newest first: the draw, the pick, the stake, what became of it
// and a link to the ticket's public fairness record.
import { useTranslation } from 'react-i18next';
import type { LotteryBetType, LotteryTicketItem } from '@playdeck/contract/lottery';
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
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="lottery-tickets">
            <thead>
              <tr>
                <th>{t('lottery.drawColumn')}</th>
                <th>{t('lottery.betColumn')}</th>
                <th className={styles.number}>{t('house.stake')}</th>
                <th>{t('house.status')}</th>
                <th className={styles.number}>{t('house.payout')}</th>
                <th>
                  <span className="visually-hidden">{t('house.verify')}</span>
                </th>
              </tr>
            </thead>
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
                    <td className={styles.number}>{ticket.stake}</td>
                    <td>
                      <StatusBadge tone={OUTCOME_TONES[outcome]}>
                        {t(`lottery.outcome.${outcome}`)}
                      </StatusBadge>
                    </td>
                    <td className={styles.number}>{ticket.payout ?? '—'}</td>
                    <td>
                      <a href={verifyPagePath(ticket.roundId)} target="_blank" rel="noreferrer">
                        {t('house.verify')}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
