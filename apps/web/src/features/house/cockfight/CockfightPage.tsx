// A cockfight arena of the house vendor (DESIGN.md "Game vendors"): one shared fight every 3 minutes.
// While betting is open the player picks a chip and taps meron, draw or wala against the countdown;
// then the roosters fight, and when the fight ends the result and the revealed seed arrive on the
// arena's stream and the player's bets are paid. The history shows the last 60 results; each bet
// links to its verify page.
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CockfightSpot } from '@playdeck/contract/cockfight';
import { ApiError } from '../../../lib/api-client';
import { houseApi } from '../api/house-api';
import { chipValues } from '../baccarat/baccarat-view';
import { ChipRack } from '../components/ChipRack';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { BetSpots } from './BetBoard';
import { cockfightApi } from './cockfight-api';
import { clockText, phaseEndMs, phaseOn, secondsLeft, stakesBySpot } from './cockfight-view';
import { FightFairness, MyBets, ResultHistory } from './FightPanels';
import { FightStage } from './FightStage';
import { useCockfightArena, type CockfightArena } from './useCockfightArena';
import liveTable from '../components/live-table.module.css';
import styles from './CockfightPage.module.css';

export default function CockfightPage() {
  return (
    <GameSessionPage kind="cockfight">
      {(session) => (
        <CockfightArenaView
          sessionToken={session.sessionToken}
          arenaCode={session.gameCode}
          initialBalance={session.balance}
        />
      )}
    </GameSessionPage>
  );
}

export function CockfightArenaView({
  sessionToken,
  arenaCode,
  initialBalance,
}: {
  sessionToken: string;
  arenaCode: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const api = useMemo(() => cockfightApi(house), [house]);
  // The balance a bet answered with, or the one fetched after a settlement, whichever came last.
  const [balance, setBalance] = useState(initialBalance);
  const live = useCockfightArena(api, arenaCode, setBalance);
  const [chosenChip, setChosenChip] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const chips = useMemo(
    () => (live.arena ? chipValues(live.arena.minStake, live.arena.maxStake) : []),
    [live.arena],
  );
  const chip = chosenChip && chips.includes(chosenChip) ? chosenChip : (chips[1] ?? chips[0] ?? '');

  const bet = useCallback(
    async (spot: CockfightSpot) => {
      setBusy(true);
      setMessage('');
      try {
        const value = await api.bet({ spot, amount: chip });
        live.betPlaced(value.bet);
        setBalance(value.balance);
      } catch (error) {
        if (error instanceof ApiError) {
          setMessage(error.fields.amount ?? error.fields.spot ?? error.message);
          const known = (error.value as { balance?: string } | undefined)?.balance;
          if (known) setBalance(known);
        } else setMessage(t('errors.network'));
      } finally {
        setBusy(false);
      }
    },
    [api, chip, live, t],
  );

  if (!live.arena || !live.fight) {
    return <GameSessionMessage failed={live.loadError !== null} message={t('house.cockfight.loadFailed')} />;
  }
  const { arena, fight } = live;
  const serverNowMs = live.nowMs + live.offsetMs;
  const phase = phaseOn(fight, serverNowMs);
  // The winning spot lights once the result shows.
  const winner = fight.result && (phase === 'result' || phase === 'next') ? fight.result.outcome : null;
  const title = i18n.language.startsWith('vi') ? arena.name.vi : arena.name.en;
  return (
    <GameShell
      title={title}
      balance={balance}
      api={house}
      playerSeeds={false}
      style={{ '--slot-bg': '#140d08', '--slot-accent': '#f2c94c', '--pit': arena.colour } as CSSProperties}
    >
      <div className={styles.layout}>
        <div className={styles.arenaColumn}>
          <StatusBar live={live} />
          <FightStage
            fight={fight}
            phase={phase}
            countdown={clockText(secondsLeft(fight, serverNowMs))}
            bets={live.myBets}
          />
          <BetSpots
            fight={fight}
            chip={chip}
            stakes={stakesBySpot(live.myBets)}
            winner={winner}
            canBet={!busy && phase === 'betting' && fight.status === 'open'}
            onBet={(spot) => void bet(spot)}
          />
          <ChipRack
            chips={chips}
            chip={chip}
            onChip={setChosenChip}
            limits={arena}
            textPrefix="house.cockfight"
          />
          <p className={message ? liveTable.error : liveTable.hint} role={message ? 'alert' : undefined}>
            {message ||
              (phase === 'betting'
                ? t('house.cockfight.hint', { percent: arena.commissionPercent })
                : t('house.cockfight.closedHint'))}
          </p>
        </div>
        <aside className={styles.sideColumn}>
          <MyBets current={live.myBets} previous={live.previousBets} />
          <ResultHistory history={live.history} />
          <FightFairness fight={fight} lastFight={live.lastFight} />
        </aside>
      </div>
    </GameShell>
  );
}

function StatusBar({ live }: { live: CockfightArena }) {
  const { t } = useTranslation();
  const fight = live.fight!;
  const arena = live.arena!;
  const serverNowMs = live.nowMs + live.offsetMs;
  const phase = phaseOn(fight, serverNowMs);
  const phaseSeconds =
    phase === 'betting'
      ? arena.bettingSeconds
      : phase === 'fighting'
        ? arena.fightingSeconds
        : arena.fightSeconds - arena.bettingSeconds - arena.fightingSeconds;
  const progress = Math.min(
    1,
    Math.max(0, (phaseEndMs(fight, serverNowMs) - serverNowMs) / (phaseSeconds * 1000)),
  );
  return (
    <div className={styles.status}>
      <span className={styles.fightNumber}>{t('house.cockfight.fight', { number: fight.fightNumber })}</span>
      <div
        className={`${styles.phase} ${styles[`phase_${phase}`]}`}
        data-testid="cockfight-phase"
        data-phase={phase}
      >
        <span>{t(`house.cockfight.phase.${phase}`)}</span>
        {phase !== 'next' && (
          <strong data-testid="countdown">{clockText(secondsLeft(fight, serverNowMs))}</strong>
        )}
        <span className={styles.progress} style={{ transform: `scaleX(${progress})` }} aria-hidden="true" />
      </div>
      <span className={live.connected ? styles.online : styles.offline} data-testid="stream-state">
        {live.connected ? t('house.cockfight.live') : t('house.cockfight.reconnecting')}
      </span>
    </div>
  );
}
