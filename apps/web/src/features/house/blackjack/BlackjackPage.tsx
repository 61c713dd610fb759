// The house's blackjack table (issue 17 item 4, RNG sub-type TG): the player builds a stake from
// chips within the table's limits and deals; the dealer shows one card; the player hits, stands,
// doubles or splits (only the moves open now are enabled, double and split showing the stake they
// add), may ask the hint, and sees each hand's outcome, the payout and the balance after it. A round
// in play when the page opens (a reload, the game opened again) is resumed.
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLACKJACK_ACTIONS,
  type BlackjackHand,
  type BlackjackHintValue,
  type BlackjackTableValue,
} from '@playdeck/contract/blackjack';
import { ApiError } from '../../../lib/api-client';
import { houseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { verifyPagePath } from '../verify-link';
import { blackjackApi } from './blackjack-api';
import { addChip, offerOf, roundResult, stakeProblem } from './blackjack-view';
import { DealerHand, PlayerHand } from './HandView';
import styles from './BlackjackPage.module.css';

/** The page follows the site's light or dark theme around the felt, which is the table's own. */
const SHELL_STYLE = {
  '--slot-bg': 'var(--color-bg)',
  '--slot-text': 'var(--color-text)',
  '--slot-accent': 'var(--color-primary-text)',
} as CSSProperties;

export default function BlackjackPage() {
  return (
    <GameSessionPage kind="blackjack">
      {(session) => <BlackjackTable sessionToken={session.sessionToken} initialBalance={session.balance} />}
    </GameSessionPage>
  );
}

export function BlackjackTable({
  sessionToken,
  initialBalance,
}: {
  sessionToken: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const tableApi = useMemo(() => blackjackApi(house), [house]);
  const [table, setTable] = useState<BlackjackTableValue | null>(null);
  const [hand, setHand] = useState<BlackjackHand | null>(null);
  const [stake, setStake] = useState('0.00');
  const [balance, setBalance] = useState(initialBalance);
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<BlackjackHintValue | null>(null);
  const [message, setMessage] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    Promise.all([tableApi.table(), tableApi.hand()])
      .then(([found, open]) => {
        if (cancelled) return;
        setTable(found);
        setHand(open.hand);
        setStake(open.hand?.stake ?? found.chips[1] ?? found.minStake);
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => void (cancelled = true);
  }, [tableApi]);

  if (!table) return <GameSessionMessage failed={loadFailed} message={t('blackjack.loadFailed')} />;

  const playing = hand?.phase === 'playing';
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await step();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('errors.network'));
      const known =
        error instanceof ApiError ? (error.value as { balance?: string } | undefined)?.balance : undefined;
      if (known) setBalance(known);
    } finally {
      setBusy(false);
    }
  };
  const play = (call: () => ReturnType<typeof tableApi.deal>) =>
    run(async () => {
      const value = await call();
      setHand(value.hand);
      if (value.balance !== null) setBalance(value.balance);
      setHint(null);
    });
  const askHint = () => run(async () => setHint(await tableApi.hint()));

  const name = i18n.language.startsWith('vi') ? table.name.vi : table.name.en;
  const problem = stakeProblem(stake, table);
  return (
    <GameShell title={name} balance={balance} api={house} playerSeeds style={SHELL_STYLE}>
      <div className={styles.felt} data-testid="bj-table">
        <p className={styles.arc} aria-hidden="true">
          {t('blackjack.feltLine')}
        </p>
        <DealerHand
          cards={hand?.dealerCards ?? []}
          count={hand?.dealerCount ?? { total: 0, soft: false, bust: false }}
          finished={!playing}
        />
        <div className={styles.players}>
          {hand ? (
            hand.hands.map((played, index) => (
              <PlayerHand
                key={index}
                hand={played}
                number={index + 1}
                active={playing && hand.activeHand === index && hand.hands.length > 1}
                showNumber={hand.hands.length > 1}
              />
            ))
          ) : (
            <div className={styles.betCircle} aria-hidden="true">
              {stake !== '0.00' && <span className={styles.stakeChip}>{stake}</span>}
            </div>
          )}
        </div>
        <RoundLine hand={hand} hint={hint} />
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      {playing ? (
        <div className={styles.actions} role="group" aria-label={t('blackjack.moves')}>
          {BLACKJACK_ACTIONS.map((action) => {
            const offer = offerOf(hand, action);
            const extra = offer && offer.additionalStake !== '0.00' ? offer.additionalStake : null;
            return (
              <button
                key={action}
                type="button"
                className={hint?.action === action ? `${styles.move} ${styles.suggested}` : styles.move}
                disabled={!offer || busy}
                onClick={() => void play(() => tableApi.act(action))}
                data-testid={`bj-${action}`}
              >
                <span>{t(`blackjack.actions.${action}`)}</span>
                {extra && (
                  <small className={styles.extra}>{t('blackjack.extraStake', { amount: extra })}</small>
                )}
              </button>
            );
          })}
          <button type="button" className={styles.hintButton} disabled={busy} onClick={() => void askHint()}>
            {t('blackjack.hint')}
          </button>
        </div>
      ) : (
        <StakePanel
          table={table}
          stake={stake}
          busy={busy}
          problem={problem}
          onStake={setStake}
          onDeal={() => void play(() => tableApi.deal(stake))}
        />
      )}
      <footer className={styles.footer}>
        <p>{t('blackjack.rules')}</p>
        <p>{t('blackjack.rtp', { rtp: table.returnPercent, edge: table.houseEdgePercent })}</p>
        {hand && (
          <p>
            {t('house.nonce')} {hand.nonce} ·{' '}
            <a href={verifyPagePath(hand.roundId)} target="_blank" rel="noreferrer">
              {t('house.verify')}
            </a>
          </p>
        )}
      </footer>
    </GameShell>
  );
}

function RoundLine({ hand, hint }: { hand: BlackjackHand | null; hint: BlackjackHintValue | null }) {
  const { t } = useTranslation();
  const result = hand ? roundResult(hand) : null;
  let text = t('blackjack.prompt.idle');
  if (hand?.phase === 'playing')
    text = hint
      ? t('blackjack.hintText', { action: t(`blackjack.actions.${hint.action}`) })
      : t('blackjack.prompt.playing');
  else if (result?.kind === 'won')
    text = t('blackjack.result.won', { net: result.net, payout: result.payout });
  else if (result?.kind === 'push') text = t('blackjack.result.push', { payout: result.payout });
  else if (result?.kind === 'partial') text = t('blackjack.result.partial', { payout: result.payout });
  else if (result?.kind === 'lost') text = t('blackjack.result.lost');
  return (
    <div className={styles.roundLine} aria-live="polite">
      <p
        className={result?.kind === 'won' ? `${styles.roundText} ${styles.won}` : styles.roundText}
        data-testid="bj-result"
        data-phase={hand?.phase ?? 'idle'}
        data-payout={hand?.payout ?? undefined}
      >
        {text}
      </p>
      {hand?.finishedByHouse && <p className={styles.note}>{t('blackjack.finishedByHouse')}</p>}
    </div>
  );
}

function StakePanel({
  table,
  stake,
  busy,
  problem,
  onStake,
  onDeal,
}: {
  table: BlackjackTableValue;
  stake: string;
  busy: boolean;
  problem: ReturnType<typeof stakeProblem>;
  onStake: (stake: string) => void;
  onDeal: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stakePanel}>
      <div className={styles.chips} role="group" aria-label={t('blackjack.chips')}>
        {table.chips.map((chip, index) => (
          <button
            key={chip}
            type="button"
            className={`${styles.chip} ${styles[`chip${index}`]}`}
            aria-label={t('blackjack.addChip', { amount: chip })}
            disabled={busy}
            onClick={() => onStake(addChip(stake, chip, table.maxStake))}
            data-testid={`bj-chip-${chip}`}
          >
            {chip.replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <div className={styles.stakeRow}>
        <div className={styles.stakeBox}>
          <span>{t('blackjack.stake')}</span>
          <strong data-testid="bj-stake">{stake}</strong>
        </div>
        <button type="button" className={styles.clearButton} disabled={busy} onClick={() => onStake('0.00')}>
          {t('blackjack.clear')}
        </button>
        <button
          type="button"
          className={styles.dealButton}
          disabled={busy || problem !== null}
          onClick={onDeal}
          data-testid="bj-deal"
        >
          {t('blackjack.deal')}
        </button>
      </div>
      <p className={problem === 'range' ? `${styles.limits} ${styles.limitsWrong}` : styles.limits}>
        {t('blackjack.limits', { min: table.minStake, max: table.maxStake })}
      </p>
    </div>
  );
}
