// One draw: its title, when it is held (site time), the prizes by rank and the tickets; the seed's
// SHA-256 published in advance; once drawn, the seed itself and the winners (masked) by rank, which
// anyone can recompute from the seed and the tickets.
import { useTranslation } from 'react-i18next';
import type { RaffleDraw } from '@playdeck/contract/raffle';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { PanelNote } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { StatusCard } from '../../../ui/StatusCard';
import styles from './raffle.module.css';

export function RaffleDrawCard({ draw }: { draw: RaffleDraw }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  const drawn = draw.status === 'DRAWN';
  return (
    <StatusCard
      title={draw.title}
      status={
        <StatusBadge tone={drawn ? 'neutral' : 'info'}>{t(`raffle.statuses.${draw.status}`)}</StatusBadge>
      }
      testId="raffle-draw"
    >
      <PanelNote>
        {t(drawn ? 'raffle.drawnAt' : 'raffle.drawsAt', {
          time: clock.format(draw.drawsAt),
          zone: clock.zoneLabel,
        })}
        {' · '}
        {t('raffle.ticketsCount', { count: draw.tickets })}
      </PanelNote>
      <ol className={styles.prizes} aria-label={t('raffle.prizes')}>
        {draw.prizes.map((prize, index) => (
          <li key={index}>{t('raffle.prize', { rank: index + 1, amount: money(prize) })}</li>
        ))}
      </ol>
      <dl className={styles.fairness}>
        <dt>{t('raffle.seedHash')}</dt>
        <dd className={styles.hex} data-testid="raffle-seed-hash">
          {draw.seedHash}
        </dd>
        {drawn ? (
          <>
            <dt>{t('raffle.seed')}</dt>
            <dd className={styles.hex} data-testid="raffle-seed">
              {draw.seed ?? t('raffle.seedPending')}
            </dd>
          </>
        ) : null}
      </dl>
      {drawn ? <Winners draw={draw} money={money} /> : null}
    </StatusCard>
  );
}

function Winners({ draw, money }: { draw: RaffleDraw; money: (amount: string) => string }) {
  const { t } = useTranslation();
  if (draw.winners.length === 0) return <PanelNote>{t('raffle.noWinners')}</PanelNote>;
  return (
    <DataTable density="compact" aria-label={t('raffle.winners', { title: draw.title })}>
      <DataTableHead
        columns={[
          { key: 'rank', header: t('raffle.rank'), numeric: true },
          { key: 'ticketNo', header: t('raffle.ticketNo'), numeric: true },
          { key: 'name', header: t('raffle.winner') },
          { key: 'amount', header: t('raffle.amount'), numeric: true },
        ]}
      />
      <tbody>
        {draw.winners.map((winner) => (
          <tr key={winner.rank}>
            <td className={numericCell}>{winner.rank}</td>
            <td className={numericCell}>{t('raffle.ticket', { number: winner.ticketNo })}</td>
            <td>{winner.name}</td>
            <td className={numericCell}>{money(winner.amount)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
