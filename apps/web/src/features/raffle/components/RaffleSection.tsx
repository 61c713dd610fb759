// The raffle, under the member centre's reward centre (issue 15 item 8; SPEC.md §7 "raffle promotion
// claim"): the next draws (when, in site time; the prizes; the tickets so far; the seed's SHA-256
// published in advance), the member's tickets waiting for the next draw, the member's prizes with
// Claim, and the past draws with their revealed seed and winners, beside the algorithm that turns
// the seed into the winners, so that a member can check a draw.
import { useTranslation } from 'react-i18next';
import type { RaffleOverview } from '@playdeck/contract/raffle';
import { useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelNote } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { useRaffleOverview } from '../api/raffle-overview';
import { RaffleDrawCard } from './RaffleDrawCard';
import { RaffleWins } from './RaffleWins';
import styles from './raffle.module.css';

export function RaffleSection() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const query = useRaffleOverview();
  return (
    <Panel title={t('raffle.title')} className={styles.section}>
      <PanelNote>{t('raffle.lead')}</PanelNote>
      {isTrial ? (
        <EmptyState title={t('raffle.realAccountOnly')} />
      ) : (
        <>
          <ReportState query={query} empty={false} searchFields={[]} />
          {query.data ? <RaffleBody overview={query.data} /> : null}
        </>
      )}
    </Panel>
  );
}

function RaffleBody({ overview }: { overview: RaffleOverview }) {
  const { t } = useTranslation();
  const upcoming = overview.draws.filter((draw) => draw.status === 'OPEN');
  const past = overview.draws.filter((draw) => draw.status === 'DRAWN');
  return (
    <div className={styles.body}>
      <section className={styles.part} aria-labelledby="raffle-upcoming">
        <h4 id="raffle-upcoming" className={styles.partTitle}>
          {t('raffle.upcoming.title')}
        </h4>
        {upcoming.length === 0 ? (
          <p className={styles.meta}>{t('raffle.upcoming.empty')}</p>
        ) : (
          <ul className={styles.draws}>
            {upcoming.map((draw) => (
              <RaffleDrawCard key={draw.id} draw={draw} />
            ))}
          </ul>
        )}
      </section>
      <MyTickets tickets={overview.myTickets} />
      <RaffleWins wins={overview.myWins} />
      <section className={styles.part} aria-labelledby="raffle-past">
        <h4 id="raffle-past" className={styles.partTitle}>
          {t('raffle.past.title')}
        </h4>
        {past.length === 0 ? (
          <p className={styles.meta}>{t('raffle.past.empty')}</p>
        ) : (
          <ul className={styles.draws}>
            {past.map((draw) => (
              <RaffleDrawCard key={draw.id} draw={draw} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.part} aria-labelledby="raffle-verify">
        <h4 id="raffle-verify" className={styles.partTitle}>
          {t('raffle.verify.title')}
        </h4>
        <p className={styles.meta}>{t('raffle.verify.lead')}</p>
        <blockquote className={styles.algorithm} data-testid="raffle-algorithm">
          {overview.algorithm}
        </blockquote>
      </section>
    </div>
  );
}

function MyTickets({ tickets }: { tickets: RaffleOverview['myTickets'] }) {
  const { t } = useTranslation();
  const clock = useSiteTime();
  return (
    <section className={styles.part} aria-labelledby="raffle-tickets">
      <h4 id="raffle-tickets" className={styles.partTitle}>
        {t('raffle.tickets.title', { count: tickets.length })}
      </h4>
      {tickets.length === 0 ? (
        <p className={styles.meta}>{t('raffle.tickets.empty')}</p>
      ) : (
        <DataTable density="compact" aria-label={t('raffle.tickets.table')} data-testid="raffle-tickets">
          <DataTableHead
            columns={[
              { key: 'ticketNo', header: t('raffle.ticketNo'), numeric: true },
              { key: 'source', header: t('raffle.tickets.source') },
              { key: 'createdAt', header: t('raffle.tickets.createdAt') },
            ]}
          />
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.ticketNo}>
                <td className={numericCell}>{t('raffle.ticket', { number: ticket.ticketNo })}</td>
                <td>{ticket.source}</td>
                <td>{clock.format(ticket.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
