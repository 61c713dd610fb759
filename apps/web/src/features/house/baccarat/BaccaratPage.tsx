// A live baccarat table of the house vendor (DESIGN.md "Game vendors"): one shared hand every 30 s.
// While betting is open the player picks a chip and taps spots; when it closes the cards are turned
// one by one as the table's stream brings them, the winner is announced and the player's bets are
// paid. The bead plate shows the last 60 hands; each bet links to its verify page.
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaccaratSpot } from '@playdeck/contract/baccarat';
import { ApiError } from '../../../lib/api-client';
import { houseApi } from '../api/house-api';
import { ChipRack } from '../components/ChipRack';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { baccaratApi } from './baccarat-api';
import {
  chipValues,
  dealOrder,
  handSummary,
  phaseOn,
  secondsLeft,
  stakesBySpot,
  winningSpots,
} from './baccarat-view';
import { BeadRoad } from './BeadRoad';
import { DealArea } from './DealArea';
import { FairnessFacts, MyBets } from './HandPanels';
import { TableFelt } from './TableFelt';
import { useBaccaratTable, type BaccaratTable } from './useBaccaratTable';
import liveTable from '../components/live-table.module.css';
import styles from './BaccaratPage.module.css';

/** The pause between two cards turned over, so the deal reads like a dealer's. */
const CARD_INTERVAL_MS = 800;

type StampedBalance = { value: string; atMs: number };

export default function BaccaratPage() {
  return (
    <GameSessionPage kind="baccarat">
      {(session) => (
        <BaccaratTableView
          sessionToken={session.sessionToken}
          tableCode={session.gameCode}
          initialBalance={session.balance}
        />
      )}
    </GameSessionPage>
  );
}

function BaccaratTableView({
  sessionToken,
  tableCode,
  initialBalance,
}: {
  sessionToken: string;
  tableCode: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const api = useMemo(() => baccaratApi(house), [house]);
  // The balance a bet answered with, and the one fetched after a settlement: the latter shows only
  // once the cards are all turned, so the balance does not tell the result before the dealer does.
  const [betBalance, setBetBalance] = useState<StampedBalance>({ value: initialBalance, atMs: 0 });
  const [settledBalance, setSettledBalance] = useState<StampedBalance | null>(null);
  const onSettledBalance = useCallback((value: string) => setSettledBalance({ value, atMs: Date.now() }), []);
  const live = useBaccaratTable(api, tableCode, onSettledBalance);
  const [chosenChip, setChosenChip] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const chips = useMemo(
    () => (live.table ? chipValues(live.table.minStake, live.table.maxStake) : []),
    [live.table],
  );
  const chip = chosenChip && chips.includes(chosenChip) ? chosenChip : (chips[1] ?? chips[0] ?? '');

  const bet = useCallback(
    async (spot: BaccaratSpot) => {
      setBusy(true);
      setMessage('');
      try {
        const value = await api.bet({ spot, amount: chip });
        live.betPlaced(value.bet);
        setBetBalance({ value: value.balance, atMs: Date.now() });
      } catch (error) {
        if (error instanceof ApiError) {
          setMessage(error.fields.amount ?? error.message);
          const known = (error.value as { balance?: string } | undefined)?.balance;
          if (known) setBetBalance({ value: known, atMs: Date.now() });
        } else setMessage(t('errors.network'));
      } finally {
        setBusy(false);
      }
    },
    [api, chip, live, t],
  );

  if (!live.table || !live.hand) {
    return <GameSessionMessage failed={live.loadError !== null} message={t('baccarat.loadFailed')} />;
  }
  const { table, hand } = live;
  const revealing = live.lastHand?.roundNumber === hand.roundNumber && !dealComplete(live);
  const balance =
    settledBalance && !revealing && settledBalance.atMs > betBalance.atMs
      ? settledBalance.value
      : betBalance.value;
  const title = i18n.language.startsWith('vi') ? table.name.vi : table.name.en;
  return (
    <GameShell
      title={title}
      balance={balance}
      api={house}
      playerSeeds={false}
      style={{ '--slot-bg': '#08110d', '--slot-accent': '#f2c94c', '--felt': table.colour } as CSSProperties}
    >
      <div className={styles.layout}>
        <div className={styles.tableColumn}>
          <StatusBar live={live} />
          <Deal live={live} />
          <TableFelt
            table={table}
            chip={chip}
            stakes={stakesBySpot(live.myBets)}
            winners={currentWinners(live)}
            canBet={
              !busy && phaseOn(hand, live.nowMs + live.offsetMs) === 'betting' && hand.status === 'open'
            }
            onBet={(spot) => void bet(spot)}
          />
          <ChipRack chips={chips} chip={chip} onChip={setChosenChip} limits={table} textPrefix="baccarat" />
          <p className={message ? liveTable.error : liveTable.hint} role={message ? 'alert' : undefined}>
            {message ||
              (phaseOn(hand, live.nowMs + live.offsetMs) === 'betting'
                ? t('baccarat.hint')
                : t('baccarat.closedHint'))}
          </p>
        </div>
        <aside className={styles.sideColumn}>
          <BeadRoad road={roadShown(live)} />
          <MyBets current={live.myBets} previous={live.previousBets} dealing={revealing} />
          <FairnessFacts hand={hand} lastHand={live.lastHand} />
        </aside>
      </div>
    </GameShell>
  );
}

function StatusBar({ live }: { live: BaccaratTable }) {
  const { t } = useTranslation();
  const hand = live.hand!;
  const table = live.table!;
  const serverNowMs = live.nowMs + live.offsetMs;
  const phase = phaseOn(hand, serverNowMs);
  const phaseMs =
    (phase === 'betting' ? table.bettingSeconds : table.roundSeconds - table.bettingSeconds) * 1000;
  const endMs = Date.parse(phase === 'betting' ? hand.closesAt : hand.settlesAt);
  const progress = Math.min(1, Math.max(0, (endMs - serverNowMs) / phaseMs));
  return (
    <div className={styles.status}>
      <div className={styles.statusText}>
        <span className={styles.handNumber}>{t('baccarat.hand', { number: hand.roundNumber })}</span>
        <span className={styles.dealer}>{t('baccarat.dealer', { name: table.dealerName })}</span>
      </div>
      <div
        className={`${styles.phase} ${styles[`phase_${phase}`]}`}
        data-testid="baccarat-phase"
        data-phase={phase}
      >
        <span>{t(`baccarat.phase.${phase}`)}</span>
        {phase !== 'next' && (
          <strong data-testid="countdown">
            {t('baccarat.seconds', { seconds: secondsLeft(hand, serverNowMs) })}
          </strong>
        )}
        <span className={styles.progress} style={{ transform: `scaleX(${progress})` }} aria-hidden="true" />
      </div>
      <span className={live.connected ? styles.online : styles.offline} data-testid="stream-state">
        {live.connected ? t('baccarat.live') : t('baccarat.reconnecting')}
      </span>
    </div>
  );
}

/** How many cards of the latest deal are face up: all at once for a deal the page did not watch. */
function revealedCount(live: BaccaratTable): number {
  const result = live.lastHand?.result;
  if (!result) return 0;
  const total = dealOrder(result).length;
  if (live.dealtAtMs === 0) return total;
  return Math.min(total, Math.floor((live.nowMs - live.dealtAtMs) / CARD_INTERVAL_MS) + 1);
}

function dealComplete(live: BaccaratTable): boolean {
  const result = live.lastHand?.result;
  return result !== undefined && result !== null && revealedCount(live) >= dealOrder(result).length;
}

function Deal({ live }: { live: BaccaratTable }) {
  const { t } = useTranslation();
  const hand = live.hand!;
  const current = live.lastHand?.roundNumber === hand.roundNumber;
  const betting = phaseOn(hand, live.nowMs + live.offsetMs) === 'betting';
  const summary = handSummary(live.myBets);
  let summaryText: string | undefined;
  if (summary && current) {
    if (summary.returned === '0.00') summaryText = t('baccarat.summary.lose');
    else if (summary.returned === summary.staked) summaryText = t('baccarat.summary.push');
    else summaryText = t('baccarat.summary.win', { amount: summary.returned });
  }
  return (
    <DealArea
      hand={current || betting ? live.lastHand : hand}
      revealed={current ? revealedCount(live) : Number.MAX_SAFE_INTEGER}
      previous={!current && betting}
      summary={summaryText}
    />
  );
}

/** The spots lit on the felt: the current hand's winners, once its last card is down. */
function currentWinners(live: BaccaratTable): ReadonlySet<BaccaratSpot> {
  const result = live.lastHand?.result;
  if (!result || live.lastHand?.roundNumber !== live.hand?.roundNumber || !dealComplete(live))
    return new Set();
  return winningSpots(result);
}

/** The road without the hand still being turned over, so the bead does not give the result away. */
function roadShown(live: BaccaratTable) {
  if (dealComplete(live) || !live.lastHand) return live.road;
  return live.road.filter((bead) => bead.roundNumber !== live.lastHand!.roundNumber);
}
