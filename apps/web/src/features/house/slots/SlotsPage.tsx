// A house slot machine (DESIGN.md "Game vendors"): five reels of three rows drawn with the theme's
// art, a bet chosen from the machine's list, one spin per press (no autoplay: the game never plays
// itself), the winning lines lit, and the paytable with the exact return to player.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { housePaths, type SlotMachineValue, type SlotSpinValue } from '@playdeck/contract/house';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { houseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { verifyPagePath } from '../verify-link';
import { SymbolArt } from './art/SymbolArt';
import { ThemeBackdrop } from './art/ThemeBackdrop';
import { themeCssVariables } from './art/theme-css';
import { winningCells, spinningGrid } from './reels';
import styles from './SlotsPage.module.css';

/** How long the reels visibly turn before the result shows; the result itself is already known. */
const SPIN_ANIMATION_MS = 700;

export default function SlotsPage() {
  return (
    <GameSessionPage kind="slots">
      {(session) => (
        <SlotMachine
          sessionToken={session.sessionToken}
          gameCode={session.gameCode}
          initialBalance={session.balance}
        />
      )}
    </GameSessionPage>
  );
}

function SlotMachine({
  sessionToken,
  gameCode,
  initialBalance,
}: {
  sessionToken: string;
  gameCode: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const [machine, setMachine] = useState<SlotMachineValue | null>(null);
  const [balance, setBalance] = useState(initialBalance);
  const [betIndex, setBetIndex] = useState(2);
  const [result, setResult] = useState<SlotSpinValue | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [message, setMessage] = useState('');
  const [paytableOpen, setPaytableOpen] = useState(false);
  const [readyAt, setReadyAt] = useState(0);
  const [, setTick] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    api
      .get<SlotMachineValue>(housePaths.slotsMachine)
      .then((value) => !cancelled && setMachine(value))
      .catch(
        (error: unknown) =>
          !cancelled && setMessage(error instanceof ApiError ? error.message : t('errors.network')),
      );
    return () => {
      cancelled = true;
      window.clearTimeout(timer.current);
    };
  }, [api, t]);

  // Redraws once a second while the operator's least interval between spins runs.
  useEffect(() => {
    if (readyAt <= Date.now()) return;
    const interval = window.setInterval(() => setTick((tick) => tick + 1), 250);
    return () => window.clearInterval(interval);
  }, [readyAt]);

  if (!machine) return <GameSessionMessage failed={message !== ''} message={message} />;
  const bet = machine.bets[betIndex] ?? machine.bets[0]!;
  const name = i18n.language.startsWith('vi') ? machine.name.vi : machine.name.en;
  const waitMs = Math.max(0, readyAt - Date.now());

  const spin = async () => {
    setSpinning(true);
    setMessage('');
    const started = Date.now();
    try {
      const value = await api.post<SlotSpinValue>(housePaths.slotsSpin, { bet });
      const remaining = Math.max(0, SPIN_ANIMATION_MS - (Date.now() - started));
      timer.current = window.setTimeout(() => {
        setResult(value);
        setBalance(value.balance);
        setSpinning(false);
        if (machine.roundIntervalMs > 0) setReadyAt(Date.now() + machine.roundIntervalMs);
      }, remaining);
    } catch (error) {
      setSpinning(false);
      if (error instanceof ApiError) {
        setMessage(error.message);
        const known = (error.value as { balance?: string } | undefined)?.balance;
        if (known) setBalance(known);
      } else setMessage(t('errors.network'));
    }
  };

  const grid = spinning ? spinningGrid(machine.idleGrid, Date.now()) : (result?.grid ?? machine.idleGrid);
  const lit = !spinning && result ? winningCells(result, machine.lines) : new Set<string>();
  const won = !spinning && result && result.win !== '0.00';

  return (
    <GameShell title={name} balance={balance} api={api} playerSeeds style={themeCssVariables(gameCode)}>
      <div className={styles.machine}>
        <ThemeBackdrop themeId={gameCode} className={styles.backdrop} />
        <div className={styles.reels} data-testid="slot-reels" aria-busy={spinning}>
          {[0, 1, 2, 3, 4].map((reel) => (
            <div
              key={reel}
              className={spinning ? `${styles.reel} ${styles.turning}` : styles.reel}
              style={{ animationDelay: `${reel * 60}ms` }}
            >
              {grid.map((row, rowIndex) => (
                <div
                  key={rowIndex}
                  className={lit.has(`${rowIndex}:${reel}`) ? `${styles.cell} ${styles.lit}` : styles.cell}
                >
                  <SymbolArt themeId={gameCode} symbolId={row[reel]!} size="100%" />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.win} aria-live="polite" data-testid="slot-win">
        {won
          ? t('house.slots.won', { amount: result.win })
          : result && !spinning
            ? t('house.slots.noWin')
            : t('house.slots.goodLuck')}
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <div className={styles.controls}>
        <div className={styles.bet}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('house.slots.lessBet')}
            disabled={spinning || betIndex === 0}
            onClick={() => setBetIndex(betIndex - 1)}
          >
            −
          </Button>
          <div className={styles.betValue}>
            <span>{t('house.slots.bet')}</span>
            <strong data-testid="slot-bet">{bet}</strong>
          </div>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('house.slots.moreBet')}
            disabled={spinning || betIndex >= machine.bets.length - 1}
            onClick={() => setBetIndex(betIndex + 1)}
          >
            +
          </Button>
        </div>
        <Button
          size="lg"
          className={styles.spin}
          disabled={spinning || waitMs > 0}
          onClick={() => void spin()}
        >
          {waitMs > 0 ? t('house.slots.wait', { seconds: Math.ceil(waitMs / 1000) }) : t('house.slots.spin')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className={styles.paytableButton}
          onClick={() => setPaytableOpen(true)}
        >
          {t('house.slots.paytable')}
        </Button>
      </div>
      {result && !spinning && (
        <p className={styles.fair}>
          {t('house.nonce')} {result.nonce} ·{' '}
          <a href={verifyPagePath(result.roundId)} target="_blank" rel="noreferrer">
            {t('house.verify')}
          </a>
        </p>
      )}
      <Paytable machine={machine} themeId={gameCode} open={paytableOpen} onOpenChange={setPaytableOpen} />
    </GameShell>
  );
}

function Paytable({
  machine,
  themeId,
  open,
  onOpenChange,
}: {
  machine: SlotMachineValue;
  themeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('house.slots.paytable')}
      description={t('house.slots.rtp', { rtp: machine.rtpPercent })}
      size="lg"
    >
      <div className={styles.paytable}>
        {Object.entries(machine.paytable).map(([symbol, pays]) => (
          <div key={symbol} className={styles.payRow}>
            <SymbolArt themeId={themeId} symbolId={symbol} size={56} />
            <span>{pays.map((pay, index) => `${index + 3}× ${pay}`).join(' · ')}</span>
          </div>
        ))}
        <div className={styles.payRow}>
          <SymbolArt themeId={themeId} symbolId="scatter" size={56} />
          <span>
            {Object.entries(machine.scatterPays)
              .map(([count, pay]) => `${count}× ${pay}×`)
              .join(' · ')}{' '}
            {t('house.slots.scatterNote')}
          </span>
        </div>
      </div>
      <p className={styles.note}>{t('house.slots.linesNote', { lines: machine.lines.length })}</p>
    </Modal>
  );
}
