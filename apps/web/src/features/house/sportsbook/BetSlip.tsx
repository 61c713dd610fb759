// The bet slip: a single with one selection, a parlay with 2 to 10 (one per fixture). The stake is
// checked against the limits before sending; each submission carries a new requestId (kept only to
// retry one that never reached the server). When the server answers ODDS_CHANGED the moved odds are
// shown against the old ones, and the player places again only after accepting them.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sportsbookOddsChangedValueSchema } from '@playdeck/contract/sportsbook';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { useLocalName, useSelectionText } from './FixtureList';
import type { SportsbookApi } from './sportsbook-api';
import {
  marketNameKey,
  maxStakeOf,
  payoutOf,
  stakeAmount,
  stakeProblem,
  totalOddsOf,
  withChangedOdds,
  type Limits,
  type SlipLeg,
} from './sportsbook-view';
import styles from './SportsbookPage.module.css';

export function BetSlip({
  api,
  legs,
  onLegsChange,
  limits,
  onPlaced,
  onBalance,
}: {
  api: SportsbookApi;
  legs: SlipLeg[];
  onLegsChange: (legs: SlipLeg[]) => void;
  limits: Limits;
  onPlaced: (balance: string) => void;
  onBalance: (balance: string) => void;
}) {
  const { t } = useTranslation();
  const [stake, setStake] = useState('');
  const [acceptOddsChanges, setAcceptOddsChanges] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [open, setOpen] = useState(false);
  // Kept only while a submission's fate is unknown (the network failed), so that a retry is the same bet.
  const pendingRequestId = useRef<string | null>(null);
  const oddsMoved = legs.some((leg) => leg.previousOdds !== undefined);
  const totalOdds = totalOddsOf(legs.map((leg) => leg.odds));
  const payout =
    stake && stakeAmount(stake) !== '0.00'
      ? payoutOf(
          stake,
          legs.map((leg) => leg.odds),
        )
      : '0.00';

  const place = async (legs: SlipLeg[]) => {
    const problem = stakeProblem(stake, legs, limits);
    if (problem) {
      const { key, ...values } = problem;
      setMessage({ text: t(key, values), tone: 'error' });
      return;
    }
    const requestId = pendingRequestId.current ?? crypto.randomUUID();
    pendingRequestId.current = requestId;
    setBusy(true);
    setMessage(null);
    try {
      const value = await api.place({
        legs: legs.map(({ fixtureId, marketId, selection, odds }) => ({
          fixtureId,
          marketId,
          selection,
          odds,
        })),
        stake: stakeAmount(stake),
        acceptOddsChanges,
        requestId,
      });
      pendingRequestId.current = null;
      onPlaced(value.balance);
      onLegsChange([]);
      setStake('');
      setMessage({ text: t('house.sportsbook.placed', { betId: value.bet.betId }), tone: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) pendingRequestId.current = null;
      refused(error, legs);
    } finally {
      setBusy(false);
    }
  };

  const refused = (error: unknown, legs: SlipLeg[]) => {
    if (!(error instanceof ApiError)) {
      setMessage({ text: t('errors.network'), tone: 'error' });
      return;
    }
    const changed = sportsbookOddsChangedValueSchema.safeParse(error.value);
    if (error.code === 'ODDS_CHANGED' && changed.success) {
      onLegsChange(withChangedOdds(legs, changed.data));
      setMessage({ text: t('house.sportsbook.oddsChanged'), tone: 'error' });
      return;
    }
    const known = (error.value as { balance?: unknown } | undefined)?.balance;
    if (typeof known === 'string') onBalance(known);
    setMessage({ text: error.fields.stake ?? error.message, tone: 'error' });
  };

  // The player accepts the moved odds and places the slip at them in one step.
  const acceptAndPlace = () => {
    const accepted = legs.map(({ previousOdds: _previous, ...leg }) => leg);
    onLegsChange(accepted);
    void place(accepted);
  };

  return (
    <section className={open ? `${styles.slip} ${styles.slipOpen}` : styles.slip} data-testid="bet-slip">
      <button type="button" className={styles.slipHandle} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>{t('house.sportsbook.slip.title')}</span>
        <span className={styles.slipCount}>{legs.length}</span>
        {legs.length > 1 && <span>{t('house.sportsbook.slip.parlay')}</span>}
        {legs.length > 0 && <strong>{totalOdds}</strong>}
      </button>
      <div className={styles.slipBody}>
        {legs.length === 0 && <p className={styles.hint}>{t('house.sportsbook.slip.empty')}</p>}
        {legs.length > 0 && (
          <>
            <p className={styles.slipKind} data-testid="slip-kind">
              {legs.length === 1
                ? t('house.sportsbook.slip.single')
                : t('house.sportsbook.slip.parlayOf', { count: legs.length })}
            </p>
            <ul className={styles.slipLegs}>
              {legs.map((leg) => (
                <SlipLegItem
                  key={leg.fixtureId}
                  leg={leg}
                  onRemove={() => onLegsChange(legs.filter((item) => item !== leg))}
                />
              ))}
            </ul>
            <label className={styles.stakeField}>
              <span>{t('house.stake')}</span>
              <input
                inputMode="decimal"
                value={stake}
                placeholder={`${limits.minStake} – ${maxStakeOf(legs, limits)}`}
                onChange={(event) => setStake(event.target.value.replace(',', '.'))}
                data-testid="stake-input"
              />
            </label>
            <dl className={styles.slipFigures}>
              <dt>{t('house.sportsbook.slip.totalOdds')}</dt>
              <dd data-testid="total-odds">{totalOdds}</dd>
              <dt>{t('house.sportsbook.slip.potentialPayout')}</dt>
              <dd data-testid="potential-payout">{payout}</dd>
            </dl>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={acceptOddsChanges}
                onChange={(event) => setAcceptOddsChanges(event.target.checked)}
              />
              {t('house.sportsbook.slip.acceptOddsChanges')}
            </label>
          </>
        )}
        {message && (
          <p
            className={message.tone === 'error' ? styles.error : styles.success}
            role={message.tone === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
        {legs.length > 0 &&
          (oddsMoved ? (
            <Button block loading={busy} onClick={acceptAndPlace}>
              {t('house.sportsbook.slip.acceptNewOdds')}
            </Button>
          ) : (
            <Button block loading={busy} disabled={busy} onClick={() => void place(legs)}>
              {t('house.sportsbook.slip.place')}
            </Button>
          ))}
      </div>
    </section>
  );
}

function SlipLegItem({ leg, onRemove }: { leg: SlipLeg; onRemove: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const selectionText = useSelectionText();
  return (
    <li className={styles.slipLeg} data-testid={`slip-leg-${leg.fixtureId}`}>
      <div>
        <span className={styles.slipFixture}>
          {localName(leg.home)} – {localName(leg.away)}
        </span>
        <span className={styles.slipMarket}>{t(marketNameKey(leg.kind, leg.sport))}</span>
        <strong>{selectionText(leg.selection, leg.line, leg.kind)}</strong>
      </div>
      <div className={styles.slipOdds}>
        {leg.previousOdds && <s data-testid="previous-odds">{leg.previousOdds}</s>}
        <strong className={leg.previousOdds ? styles.oddsMoved : undefined} data-testid="leg-odds">
          {leg.odds}
        </strong>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('house.sportsbook.slip.remove')}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
    </li>
  );
}
