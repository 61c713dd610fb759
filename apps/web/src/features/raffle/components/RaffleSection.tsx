// The raffle, under the member centre's reward centre (issue 15 item 8; SPEC.md §7 "raffle promotion
// claim"): the next draws (when, in site time; the prizes; the tickets so far; the seed's SHA-256
// published in advance), the member's tickets waiting for the next draw, the member's prizes with
// Claim, and the past draws with their revealed seed and winners, beside the algorithm that turns
// the seed into the winners, so that a member can check a draw.
import { useTranslation } from 'react-i18next';
import type { RaffleDraw, RaffleOverview } from '@playdeck/contract/raffle';
import { useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelNote, PanelSection } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { StatusCardList } from '../../../ui/StatusCard';
import { useRaffleOverview } from '../api/raffle-overview';
import { RaffleDrawCard } from './RaffleDrawCard';
import { RaffleWins } from './RaffleWins';
import styles from './raffle.module.css';

/** A draw card's narrowest width in pixels: one card a row on a phone, two where there is room. */
const DRAW_CARD_WIDTH_MIN = 320;

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
      <DrawsPart title={t('raffle.upcoming.title')} empty={t('raffle.upcoming.empty')} draws={upcoming} />
      <MyTickets tickets={overview.myTickets} />
      <RaffleWins wins={overview.myWins} />
      <DrawsPart title={t('raffle.past.title')} empty={t('raffle.past.empty')} draws={past} />
      <PanelSection title={t('raffle.verify.title')}>
        <PanelNote>{t('raffle.verify.lead')}</PanelNote>
        <blockquote className={styles.algorithm} data-testid="raffle-algorithm">
          {overview.algorithm}
        </blockquote>
      </PanelSection>
    </div>
  );
}

/** The upcoming or the past draws as cards, or a line saying there are none. */
function DrawsPart({ title, empty, draws }: { title: string; empty: string; draws: readonly RaffleDraw[] }) {
  return (
    <PanelSection title={title}>
      {draws.length === 0 ? (
        <PanelNote>{empty}</PanelNote>
      ) : (
        <StatusCardList cardWidthMin={DRAW_CARD_WIDTH_MIN}>
          {draws.map((draw) => (
            <RaffleDrawCard key={draw.id} draw={draw} />
          ))}
        </StatusCardList>
      )}
    </PanelSection>
  );
}

function MyTickets({ tickets }: { tickets: RaffleOverview['myTickets'] }) {
  const { t } = useTranslation();
  const clock = useSiteTime();
  return (
    <PanelSection title={t('raffle.tickets.title', { count: tickets.length })}>
      {tickets.length === 0 ? (
        <PanelNote>{t('raffle.tickets.empty')}</PanelNote>
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
    </PanelSection>
  );
}
