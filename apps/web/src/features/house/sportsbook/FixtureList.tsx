// The sport's fixtures, grouped by league in kick-off order: each row shows the teams, the kick-off
// time (site time, with a countdown in its last hour) or the live state, and the main markets' odds
// as buttons; an expander opens the other lines. An ended fixture shows its final score and its seeds
// (hash before, seed after). The fixture the page was opened at (the sports pages' board) is marked,
// opened and scrolled to.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportsbookFixture, SportsbookMarket } from '@playdeck/contract/sportsbook';
import { formatCountdown } from '../../../lib/countdown';
import { useSiteTime } from '../../../lib/site-time';
import { useNow } from '../../../lib/use-now';
import {
  clockText,
  groupByLeague,
  isPicked,
  kickOffCountdownMs,
  lineText,
  marketNameKey,
  periodKey,
  splitMarkets,
  type SlipLeg,
} from './sportsbook-view';
import styles from './SportsbookPage.module.css';

type LocalName = { en: string; vi: string };

export function useLocalName() {
  const { i18n } = useTranslation();
  return (name: LocalName) => (i18n.language.startsWith('vi') ? name.vi : name.en);
}

/** "Over 2.5", "Home −0.75", "Draw". */
export function useSelectionText() {
  const { t } = useTranslation();
  return (selection: string, line: number | null, kind: SportsbookMarket['kind']) => {
    const name = t(`house.sportsbook.selection.${selection}`);
    return line === null ? name : `${name} ${lineText(line, kind === 'HANDICAP')}`;
  };
}

export function FixtureList({
  fixtures,
  legs,
  onPick,
  serverOffsetMs = 0,
  focus = null,
  inPlayBetting = true,
}: {
  fixtures: SportsbookFixture[];
  legs: SlipLeg[];
  onPick: (leg: SlipLeg) => void;
  /** The server's clock minus the device's, for the countdowns to kick-off. */
  serverOffsetMs?: number;
  /** The fixture the page was opened at, if any. */
  focus?: string | null;
  /** Whether a match that has kicked off takes bets; its live odds show either way. */
  inPlayBetting?: boolean;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const groups = groupByLeague(fixtures);
  if (groups.length === 0) return <p className={styles.empty}>{t('house.sportsbook.noFixtures')}</p>;
  return (
    <div className={styles.leagues}>
      {groups.map((group) => (
        <section key={group.leagueCode} className={styles.league} data-testid={`league-${group.leagueCode}`}>
          <h2 className={styles.leagueName}>{localName(group.league.name)}</h2>
          {group.fixtures.map((fixture) => (
            <FixtureRow
              key={fixture.fixtureId}
              fixture={fixture}
              legs={legs}
              onPick={onPick}
              serverOffsetMs={serverOffsetMs}
              focused={fixture.fixtureId === focus}
              closed={!inPlayBetting && fixture.state.phase === 'IN_PLAY'}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

function FixtureRow({
  fixture,
  legs,
  onPick,
  serverOffsetMs,
  focused,
  closed,
}: {
  fixture: SportsbookFixture;
  legs: SlipLeg[];
  onPick: (leg: SlipLeg) => void;
  serverOffsetMs: number;
  focused: boolean;
  /** In play with in-play betting off: the odds show, live, but take no selection. */
  closed: boolean;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const [expanded, setExpanded] = useState(focused);
  const row = useRef<HTMLElement>(null);
  // Scrolled to once, when the page opens at this fixture.
  useEffect(() => {
    if (focused) row.current?.scrollIntoView?.({ block: 'start' });
  }, [focused]);
  const { main, others } = splitMarkets(fixture.markets);
  const score = fixture.state.phase === 'ENDED' ? finalScore(fixture) : fixture.state.score;
  return (
    <article
      ref={row}
      className={focused ? `${styles.fixture} ${styles.fixtureFocused}` : styles.fixture}
      data-testid={`fixture-${fixture.fixtureId}`}
      data-phase={fixture.state.phase}
      data-focused={focused || undefined}
    >
      <div className={styles.fixtureHead}>
        <div className={styles.teams}>
          <span>{localName(fixture.home.name)}</span>
          <span>{localName(fixture.away.name)}</span>
        </div>
        {score && (
          <div className={styles.score} data-testid="score">
            <span>{score.home}</span>
            <span>{score.away}</span>
          </div>
        )}
        <FixtureState fixture={fixture} serverOffsetMs={serverOffsetMs} />
      </div>
      {fixture.state.phase === 'ENDED' ? (
        <FixtureSeeds fixture={fixture} />
      ) : (
        <>
          {closed && (
            <p className={styles.muted} data-testid="bets-closed">
              {t('house.sportsbook.inPlayClosed')}
            </p>
          )}
          <div className={styles.mainMarkets}>
            {[main.result, main.handicap, main.total].map(
              (market) =>
                market && (
                  <MarketButtons
                    key={market.marketId}
                    fixture={fixture}
                    market={market}
                    legs={legs}
                    onPick={onPick}
                    closed={closed}
                  />
                ),
            )}
          </div>
          {others.length > 0 && (
            <button
              type="button"
              className={styles.expander}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded
                ? t('house.sportsbook.fewerLines')
                : t('house.sportsbook.moreLines', { count: others.length })}
            </button>
          )}
          {expanded && (
            <div className={styles.otherMarkets}>
              {others.map((market) => (
                <MarketButtons
                  key={market.marketId}
                  fixture={fixture}
                  market={market}
                  legs={legs}
                  onPick={onPick}
                  closed={closed}
                />
              ))}
            </div>
          )}
        </>
      )}
    </article>
  );
}

function finalScore(fixture: SportsbookFixture) {
  const result = fixture.state.result;
  if (result && result.home !== null && result.away !== null) return { home: result.home, away: result.away };
  return fixture.state.score;
}

function FixtureState({ fixture, serverOffsetMs }: { fixture: SportsbookFixture; serverOffsetMs: number }) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const { state } = fixture;
  if (state.phase === 'PRE_MATCH') {
    return (
      <span className={styles.kickOff} data-testid="kick-off">
        {time.format(fixture.kickOffAt)}
        <KickOffCountdown kickOffAt={fixture.kickOffAt} serverOffsetMs={serverOffsetMs} />
      </span>
    );
  }
  if (state.phase === 'ENDED') {
    const cancelled = state.result?.status === 'CANCELLED';
    return (
      <span className={styles.ended}>
        {t(cancelled ? 'house.sportsbook.cancelled' : 'house.sportsbook.ended')}
      </span>
    );
  }
  const period = t(periodKey(fixture.sport), { number: (state.periodIndex ?? 0) + 1 });
  return (
    <span className={styles.live} data-testid="live-state">
      <strong>{t('house.sportsbook.live')}</strong> {period}
      {state.onBreak ? ` · ${t('house.sportsbook.break')}` : ''}
      {!state.onBreak && state.clockSeconds !== null ? ` · ${clockText(state.clockSeconds)}` : ''}
    </span>
  );
}

/** "Starts in 02:13" in a fixture's last hour before kick-off, ticking every second. */
function KickOffCountdown({ kickOffAt, serverOffsetMs }: { kickOffAt: string; serverOffsetMs: number }) {
  const { t } = useTranslation();
  const remaining = kickOffCountdownMs(kickOffAt, useNow(), serverOffsetMs);
  if (remaining === null) return null;
  return (
    <span className={styles.countdown} data-testid="kick-off-countdown">
      {t('house.sportsbook.startsIn', { countdown: formatCountdown(remaining) })}
    </span>
  );
}

function FixtureSeeds({ fixture }: { fixture: SportsbookFixture }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.seeds} data-testid="fixture-seeds">
      <dt>{t('house.serverSeedHash')}</dt>
      <dd>{fixture.serverSeedHash}</dd>
      <dt>{t('house.clientSeed')}</dt>
      <dd>{fixture.clientSeed}</dd>
      <dt>{t('house.serverSeed')}</dt>
      <dd>{fixture.serverSeed ?? t('house.sportsbook.seedPending')}</dd>
    </dl>
  );
}

function MarketButtons({
  fixture,
  market,
  legs,
  onPick,
  closed,
}: {
  fixture: SportsbookFixture;
  market: SportsbookMarket;
  legs: SlipLeg[];
  onPick: (leg: SlipLeg) => void;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const selectionText = useSelectionText();
  return (
    <div className={styles.market}>
      <span className={styles.marketName}>{t(marketNameKey(market.kind, fixture.sport))}</span>
      <div className={styles.oddsRow}>
        {market.selections.map((option) => {
          const picked = isPicked(legs, fixture.fixtureId, market.marketId, option.selection);
          const label = selectionText(option.selection, option.line, market.kind);
          return (
            <button
              key={option.selection}
              type="button"
              className={picked ? `${styles.odds} ${styles.oddsPicked}` : styles.odds}
              aria-pressed={picked}
              aria-label={`${label} ${option.odds}`}
              disabled={closed}
              data-testid={`odds-${fixture.fixtureId}-${market.marketId}-${option.selection}`}
              onClick={() =>
                onPick({
                  fixtureId: fixture.fixtureId,
                  sport: fixture.sport,
                  home: fixture.home.name,
                  away: fixture.away.name,
                  marketId: market.marketId,
                  kind: market.kind,
                  selection: option.selection,
                  line: option.line,
                  odds: option.odds,
                })
              }
            >
              <span className={styles.oddsLabel}>{label}</span>
              <strong>{option.odds}</strong>
            </button>
          );
        })}
      </div>
    </div>
  );
}
