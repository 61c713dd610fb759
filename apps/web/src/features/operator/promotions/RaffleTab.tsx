// The raffle's draws (issue 15 item 8), next first as the server orders them: each draw's titles,
// when it draws (site time), status, prizes by rank, tickets, the seed's hash published from the
// start and the seed revealed once drawn (so that anyone can recompute the winners), the winners and
// how many prizes were claimed. Create opens the editor; a draw can be edited only while it is open.
import { useTranslation } from 'react-i18next';
import type { OperatorRaffleDraw } from '@playdeck/contract/raffle';
import { Button } from '../../../ui/Button';
import { StatusBadge } from '../../../ui/StatusBadge';
import { StackedCell } from '../components/StackedCell';
import { useDateTime } from '../use-date-time';
import { useOperatorDraws } from './api/raffle';
import { ItemListPanel } from './ItemListPanel';
import { RaffleEditor } from './RaffleEditor';
import { languageOrder } from './reward-form-values';
import { DRAW_STATUS_TONES, useRewardWords } from './reward-words';
import cells from '../components/cells.module.css';
import styles from './promotions.module.css';
import { IfAllowed } from '../components/staff-rights';

const RAFFLE = 'operator.promotions.raffle';

function PrizesCell({ draw }: { draw: OperatorRaffleDraw }) {
  const words = useRewardWords();
  return (
    <ol className={styles.rankList}>
      {draw.prizes.map((amount, index) => (
        <li key={index}>{words.money(amount)}</li>
      ))}
    </ol>
  );
}

function WinnersCell({ draw }: { draw: OperatorRaffleDraw }) {
  const { t } = useTranslation();
  const words = useRewardWords();
  if (draw.winners.length === 0) return <span className={cells.muted}>—</span>;
  return (
    <ol className={styles.rankList}>
      {draw.winners.map((winner) => (
        <li key={winner.rank} value={winner.rank}>
          {t(`${RAFFLE}.winnerLine`, {
            name: winner.name,
            ticket: winner.ticketNo,
            amount: words.money(winner.amount),
          })}
        </li>
      ))}
    </ol>
  );
}

function DrawRow({ draw, onEdit }: { draw: OperatorRaffleDraw; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const words = useRewardWords();
  const dateTime = useDateTime();
  const [first, second] = languageOrder(i18n.language);
  return (
    <tr>
      <td>#{draw.id}</td>
      <td>
        <StackedCell main={draw.titles[first]} note={draw.titles[second]} />
      </td>
      <td>{dateTime(draw.drawsAt)}</td>
      <td>
        <StatusBadge tone={DRAW_STATUS_TONES[draw.status]}>{words.drawStatus(draw.status)}</StatusBadge>
      </td>
      <td>
        <PrizesCell draw={draw} />
      </td>
      <td>{draw.tickets}</td>
      <td>
        <code className={`${cells.code} ${styles.seed}`}>{draw.seedHash}</code>
      </td>
      <td>
        {draw.seed ? (
          <code className={`${cells.code} ${styles.seed}`}>{draw.seed}</code>
        ) : (
          <span className={cells.muted}>{t(`${RAFFLE}.seedHidden`)}</span>
        )}
      </td>
      <td>
        <WinnersCell draw={draw} />
      </td>
      <td>
        {draw.status === 'DRAWN'
          ? t(`${RAFFLE}.claimedOf`, { claimed: draw.claimed, count: draw.winners.length })
          : '—'}
      </td>
      <td className={cells.sticky}>
        {draw.status === 'OPEN' ? (
          <IfAllowed>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(`${RAFFLE}.editOne`, { id: draw.id })}
              onClick={onEdit}
            >
              {t('operator.edit')}
            </Button>
          </IfAllowed>
        ) : null}
      </td>
    </tr>
  );
}

export function RaffleTab() {
  const { t } = useTranslation();
  const query = useOperatorDraws();
  return (
    <ItemListPanel
      title={t(`${RAFFLE}.title`)}
      lead={t(`${RAFFLE}.lead`)}
      createLabel={t(`${RAFFLE}.create`)}
      query={query}
      totalText={(count) => t(`${RAFFLE}.total`, { count })}
      emptyTitle={t(`${RAFFLE}.empty`)}
      tableTestId="operator-raffle-draws"
      head={
        <>
          <th scope="col">{t(`${RAFFLE}.columns.id`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.title`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.drawsAt`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.status`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.prizes`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.tickets`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.seedHash`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.seed`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.winners`)}</th>
          <th scope="col">{t(`${RAFFLE}.columns.claimed`)}</th>
          <th scope="col" className={cells.sticky}>
            {t('operator.actions')}
          </th>
        </>
      }
      row={(draw, edit) => <DrawRow key={draw.id} draw={draw} onEdit={edit} />}
      editor={(draw, events) => <RaffleEditor draw={draw} {...events} />}
      savedText={(saved) => t(`${RAFFLE}.saved`, { id: saved.id })}
    />
  );
}
