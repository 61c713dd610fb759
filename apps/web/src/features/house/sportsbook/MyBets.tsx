// The player's bets (open and settled): each leg with its fixture, market, selection, line, odds and
// outcome; the stake, total odds, potential payout, status and payout; and for an open bet the
// house's cash-out offer. Cashing out sends the offer seen; when the value fell (CASH_OUT_CHANGED) the
// new offer is shown to confirm, or that the bet can no longer be cashed out.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  sportsbookCashOutChangedValueSchema,
  type SportsbookBetItem,
  type SportsbookBetLeg,
} from '@playdeck/contract/sportsbook';
import { ApiError } from '../../../lib/api-client';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { Tabs } from '../../../ui/Tabs';
import { verifyPagePath } from '../verify-link';
import { useLocalName, useSelectionText } from './FixtureList';
import type { BetsTab, SportsbookApi } from './sportsbook-api';
import { marketNameKey } from './sportsbook-view';
import styles from './SportsbookPage.module.css';

export const BETS_REFRESH_MS = 10_000;
export const betsQueryKey = (sessionToken: string, tab: BetsTab) => [
  'house',
  'sportsbook',
  'bets',
  sessionToken,
  tab,
];

export function MyBets({
  api,
  sessionToken,
  onBalance,
}: {
  api: SportsbookApi;
  sessionToken: string;
  onBalance: (balance: string) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BetsTab>('open');
  const bets = useQuery({
    queryKey: betsQueryKey(sessionToken, tab),
    queryFn: () => api.bets(tab),
    refetchInterval: BETS_REFRESH_MS,
    staleTime: 0,
  });
  return (
    <section className={styles.myBets} data-testid="my-bets">
      <Tabs
        aria-label={t('house.sportsbook.myBets')}
        value={tab}
        onValueChange={(value) => setTab(value as BetsTab)}
        items={[
          { value: 'open', label: t('house.sportsbook.bets.open') },
          { value: 'settled', label: t('house.sportsbook.bets.settled') },
        ]}
      />
      {bets.isError && <p className={styles.error}>{t('house.sportsbook.loadFailed')}</p>}
      {bets.data && bets.data.bets.length === 0 && (
        <p className={styles.empty}>{t('house.sportsbook.bets.none')}</p>
      )}
      <ul className={styles.betList}>
        {bets.data?.bets.map((bet) => (
          <BetCard key={bet.betId} api={api} bet={bet} onBalance={onBalance} />
        ))}
      </ul>
    </section>
  );
}

function BetCard({
  api,
  bet,
  onBalance,
}: {
  api: SportsbookApi;
  bet: SportsbookBetItem;
  onBalance: (balance: string) => void;
}) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  return (
    <li className={styles.bet} data-testid={`bet-${bet.betId}`}>
      <div className={styles.betHead}>
        <span>
          {bet.legs.length === 1
            ? t('house.sportsbook.slip.single')
            : t('house.sportsbook.slip.parlayOf', { count: bet.legs.length })}
        </span>
        <span className={styles[`status_${bet.status}`]} data-testid="bet-status">
          {t(`house.sportsbook.status.${bet.status}`)}
        </span>
      </div>
      <ul className={styles.betLegs}>
        {bet.legs.map((leg) => (
          <BetLegItem key={`${leg.fixtureId}-${leg.marketId}`} leg={leg} />
        ))}
      </ul>
      <dl className={styles.betFigures}>
        <dt>{t('house.stake')}</dt>
        <dd>{bet.stake}</dd>
        <dt>{t('house.sportsbook.slip.totalOdds')}</dt>
        <dd>{bet.totalOdds}</dd>
        <dt>{t('house.sportsbook.slip.potentialPayout')}</dt>
        <dd>{bet.potentialPayout}</dd>
        {bet.payout !== null && (
          <>
            <dt>{t('house.payout')}</dt>
            <dd data-testid="bet-payout">{bet.payout}</dd>
          </>
        )}
      </dl>
      <div className={styles.betFoot}>
        <span className={styles.muted}>{time.format(bet.placedAt)}</span>
        <a href={verifyPagePath(bet.betId)} target="_blank" rel="noreferrer">
          {t('house.verify')}
        </a>
      </div>
      {bet.status === 'OPEN' && <CashOut api={api} bet={bet} onBalance={onBalance} />}
    </li>
  );
}

/** A leg: its fixture, market, selection, odds and outcome (also on the round's fairness page). */
export function BetLegItem({
  leg,
}: {
  leg: Pick<SportsbookBetLeg, 'home' | 'away' | 'kind' | 'sport' | 'selection' | 'line' | 'odds' | 'outcome'>;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const selectionText = useSelectionText();
  return (
    <li className={styles.betLeg}>
      <span className={styles.slipFixture}>
        {localName(leg.home)} – {localName(leg.away)}
      </span>
      <span className={styles.slipMarket}>
        {t(marketNameKey(leg.kind, leg.sport))}:{' '}
        <strong>{selectionText(leg.selection, leg.line, leg.kind)}</strong> @ {leg.odds}
      </span>
      <span className={styles.legOutcome} data-outcome={leg.outcome ?? 'PENDING'}>
        {t(`house.sportsbook.outcome.${leg.outcome ?? 'PENDING'}`)}
      </span>
    </li>
  );
}

type CashOutState =
  | { step: 'idle' }
  | { step: 'changed'; offer: string }
  | { step: 'unavailable' }
  | { step: 'failed'; text: string };

function CashOut({
  api,
  bet,
  onBalance,
}: {
  api: SportsbookApi;
  bet: SportsbookBetItem;
  onBalance: (balance: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CashOutState>({ step: 'idle' });
  const [busy, setBusy] = useState(false);
  const offer = state.step === 'changed' ? state.offer : bet.cashOutOffer;

  const cashOut = async (seen: string) => {
    setBusy(true);
    try {
      const value = await api.cashOut(bet.betId, seen);
      if (value.balance !== null) onBalance(value.balance);
      setState({ step: 'idle' });
      await queryClient.invalidateQueries({ queryKey: ['house', 'sportsbook', 'bets'] });
    } catch (error) {
      const changed = sportsbookCashOutChangedValueSchema.safeParse(
        error instanceof ApiError ? error.value : null,
      );
      if (error instanceof ApiError && error.code === 'CASH_OUT_CHANGED' && changed.success) {
        setState(
          changed.data.offer === null
            ? { step: 'unavailable' }
            : { step: 'changed', offer: changed.data.offer },
        );
      } else {
        setState({ step: 'failed', text: error instanceof ApiError ? error.message : t('errors.network') });
      }
    } finally {
      setBusy(false);
    }
  };

  if (state.step === 'unavailable') {
    return (
      <p className={styles.hint} role="status">
        {t('house.sportsbook.cashOut.unavailable')}
      </p>
    );
  }
  if (offer === null) return null;
  return (
    <div className={styles.cashOut}>
      {state.step === 'changed' && (
        <p className={styles.error} role="alert">
          {t('house.sportsbook.cashOut.changed', { offer: state.offer })}
        </p>
      )}
      {state.step === 'failed' && (
        <p className={styles.error} role="alert">
          {state.text}
        </p>
      )}
      <Button
        size="sm"
        variant="secondary"
        block
        loading={busy}
        onClick={() => void cashOut(offer)}
        data-testid="cash-out"
      >
        {state.step === 'changed'
          ? t('house.sportsbook.cashOut.confirm', { offer })
          : t('house.sportsbook.cashOut.button', { offer })}
      </Button>
    </div>
  );
}
