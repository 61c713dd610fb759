// The house sportsbook as a game server (studios PDSPORT and PDESPORT), built on the pure engine of
// this folder. Each site day's fixtures get a row with a fresh random server seed whose SHA-256 is
// published while they take bets; the match is the seed's simulated timeline, so the price, the state
// and the result at any instant are plain functions of the seed and the clock. A bet (a single, or a
// parlay of legs on different fixtures) is taken only on a market offered now at the odds offered now,
// and is one house round debited once (house.place). The settlement job settles each fixture whose
// match is over (revealing its seed), then closes every bet whose fixtures are all settled by one
// conditional update and credits it (house.settle: the credit's transaction id comes from the round
// id, so a repeated credit moves nothing). A cash-out closes an open bet by the same conditional
// update, so a bet is paid once whether the job or the player closes it.
import { randomBytes } from 'node:crypto';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type {
  OperatorCancelValue,
  OperatorSportsbookFixture,
  OperatorSportsbookFixturesValue,
  SportsbookBetItem,
  SportsbookBetLeg,
  SportsbookBetRequest,
  SportsbookBetStatus,
  SportsbookBetValue,
  SportsbookBetsValue,
  SportsbookCashOutValue,
  SportsbookFixture,
  SportsbookFixtureState,
  SportsbookFixturesValue,
  SportsbookSport,
  SportsbookStoredLeg,
} from '@playdeck/contract/sportsbook';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { isUniqueViolation } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { serverSeedHash } from '../slots/provably-fair';
import { findBook, sportsOfBook, SPORTSBOOK_BOOKS, type SportsbookBook } from './books';
import { cashOutLegAt, cashOutValue, type CashOutLeg } from './cash-out';
import { findFixture, fixturesFor, roundsBetween, siteDayOf, type Fixture } from './fixtures';
import { marketsFor, type Market } from './odds';
import {
  ODDS_SCALE,
  payoutOf,
  settleSelection,
  type FixtureResult,
  type SettlementOutcome,
} from './settlement';
import { MATCH_NONCE, simulateFixture, type Timeline } from './simulate';
import {
  createSportsbookRepository,
  type SportsbookBetRow,
  type SportsbookFixtureRow,
} from './sportsbook.repository';
import { stateAt, type FixtureState } from './state';
import { findLeague, SPORTS, sportOf, type LocalName, type SportCode } from './teams';

const DAY_MS = 24 * 60 * 60_000;
/** The operator's option (house settings): whether a match that has kicked off still takes bets. */
export const SPORTSBOOK_IN_PLAY_SETTING = 'sportsbookInPlayBetting';
const SERVER_SEED_BYTES = 32;
/** Timelines kept in memory (a day has 44 fixtures); the cache is emptied when it is full. */
const TIMELINE_CACHE_MAX = 1_000;
const MY_BETS_MAX = 100;
/** The lobby's fixture board is computed at most this often per category (its prices move slowly). */
const FEED_TTL_MS = 5_000;
/** The board lists a virtual sport's round in play and the next one only. */
const FEED_VIRTUAL_AHEAD_MS = 3 * 60_000;
const FEED_VIRTUAL_BEHIND_MS = 3 * 60_000;
/** The most fixtures the board lists per category. */
const FEED_FIXTURES_MAX = 80;
/** A job run settles fixtures and bets in batches of these sizes, at most SETTLE_BATCHES_MAX of each. */
const FIXTURES_PER_RUN_MAX = 200;
const SETTLE_BATCH = 200;
const SETTLE_BATCHES_MAX = 10;
/** Virtual rounds get their rows (and seeds) this far ahead of kick-off; never once started. */
const VIRTUAL_ROWS_AHEAD_MS = 30 * 60_000;
/** A virtual sport lists the rounds that kicked off this long ago (the one in play, the last results)… */
const VIRTUAL_LISTED_BEHIND_MS = 6 * 60_000;
/** …and those kicking off in this time. */
const VIRTUAL_LISTED_AHEAD_MS = 15 * 60_000;
/** The sports on the daily schedule: a site day's rows are complete when they have all of theirs. */
const DAILY_SPORTS: readonly SportCode[] = SPORTS.filter((sport) => sport.schedule.kind === 'DAILY').map(
  (sport) => sport.sportCode,
);

/**
 * A leg as the bet keeps it: what was taken, and its outcome once its fixture is settled. The round's
 * detail carries the same legs, so the contract describes them once.
 */
export type StoredLeg = SportsbookStoredLeg;

/** Decimal odds as the contract writes them: 195 → "1.95". */
export function oddsText(oddsHundredths: number | bigint): string {
  return fromMinor(BigInt(oddsHundredths));
}

/** The site days whose fixtures are listed and booked at an instant: today and tomorrow. */
export function bookedDays(ms: number): string[] {
  return [siteDayOf(ms), siteDayOf(ms + DAY_MS)];
}

/** The status a settled bet gets from its legs and what it returns. */
export function betStatusOf(
  stakeMinor: bigint,
  payoutMinor: bigint,
  legs: readonly StoredLeg[],
): SportsbookBetStatus {
  if (legs.every((leg) => leg.outcome === 'VOID')) return 'VOID';
  if (payoutMinor === 0n) return 'LOST';
  if (payoutMinor === stakeMinor) return 'PUSH';
  return payoutMinor > stakeMinor ? 'WON' : 'PARTIAL';
}

/** The timeline a fixture's seed gives: the result the verifier recomputes, with nonce 1. */
function verifyFixture(gameCode: string, serverSeed: string, clientSeed: string, nonce: number) {
  const fixtureId = clientSeed.startsWith('sportsbook:') ? clientSeed.slice('sportsbook:'.length) : '';
  const fixture = findFixture(fixtureId);
  if (!fixture || fixture.sportCode !== gameCode || nonce !== MATCH_NONCE) return undefined;
  const timeline = simulateFixture(fixture, serverSeed);
  return {
    fixtureId,
    result: timeline.result,
    periods: timeline.periods.map(({ kind, home, away }) => ({ kind, home, away })),
  };
}

/** The house core's view of the sportsbook: its games (sports), the verifier, a bet's seeds. */
export function sportsbookModule(db: DatabaseOrTransaction): HouseGameModule {
  const repository = createSportsbookRepository(db);
  return {
    kind: 'sportsbook',
    hasGame: (vendorCode, gameCode) => {
      const book = findBook(vendorCode);
      return book !== undefined && (sportsOfBook(book) as string[]).includes(gameCode);
    },
    verify: verifyFixture,
    // A bet's record shows its first leg's fixture seeds; every leg's seeds are in the bet list.
    async seedsOfRound(round) {
      const legs = (round.detail as { legs?: StoredLeg[] }).legs;
      const fixture = legs?.[0] ? await repository.findFixture(legs[0].fixtureId) : undefined;
      if (!fixture) return undefined;
      return {
        serverSeedHash: fixture.serverSeedHash,
        serverSeed: fixture.status === 'open' ? null : fixture.serverSeed,
        clientSeed: fixture.clientSeed,
        nonce: MATCH_NONCE,
      };
    },
  };
}

function selectionInvalid(): AppError {
  return new AppError('SELECTION_INVALID', 400);
}

function limitsError(minMinor: bigint, maxMinor: bigint): AppError {
  const params = { min: fromMinor(minMinor), max: fromMinor(maxMinor) };
  return new AppError('STAKE_OUT_OF_LIMITS', 400, {
    params,
    fields: { stake: { key: 'error.STAKE_OUT_OF_LIMITS', params } },
  });
}

function stateView(state: FixtureState, settled: FixtureResult | null): SportsbookFixtureState {
  if (state.phase === 'PRE_MATCH')
    return {
      phase: 'PRE_MATCH',
      score: null,
      periodIndex: null,
      onBreak: false,
      clockSeconds: null,
      result: null,
    };
  if (state.phase === 'IN_PLAY')
    return {
      phase: 'IN_PLAY',
      score: state.score,
      periodIndex: state.periodIndex,
      onBreak: state.onBreak,
      clockSeconds: state.clockSeconds,
      result: null,
    };
  const result = settled ?? state.result;
  const last = state.periods.length - 1;
  return {
    phase: 'ENDED',
    score: result.status === 'COMPLETED' ? { home: result.home, away: result.away } : null,
    periodIndex: last < 0 ? null : last,
    onBreak: false,
    clockSeconds: null,
    result:
      result.status === 'COMPLETED'
        ? { status: 'COMPLETED', winner: result.winner, home: result.home, away: result.away }
        : { status: 'CANCELLED', winner: null, home: null, away: null },
  };
}

function marketView(market: Market): SportsbookFixture['markets'][number] {
  return {
    marketId: market.marketId,
    kind: market.kind,
    line: market.line,
    main: market.main,
    selections: market.selections.map((selection) => ({
      selection: selection.selection,
      line: selection.line,
      odds: oddsText(selection.oddsHundredths),
    })),
  };
}

/**
 * A fixture as the house publishes it to the platform's lobby (its public schedule with the result
 * market's odds now), names in the languages the site speaks.
 */
export type FeedFixture = {
  vendorCode: string;
  gameCode: SportCode;
  fixtureId: string;
  leagueCode: string;
  leagueName: LocalName;
  home: LocalName;
  away: LocalName;
  kickOffAt: string;
  phase: 'PRE_MATCH' | 'IN_PLAY';
  score: { home: number; away: number } | null;
  odds: { selection: 'HOME' | 'DRAW' | 'AWAY'; odds: string }[];
};

export type SportsbookService = ReturnType<typeof createSportsbookService>;
export type SettlementRun = { fixtures: number; bets: number };

export function createSportsbookService(deps: {
  db: DatabaseOrTransaction;
  house: HouseService;
  /** The clock; tests move it instead of waiting for a match. */
  now?: () => Date;
}) {
  const { house } = deps;
  const repository = createSportsbookRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const timelines = new Map<string, Timeline>();

  function timelineOf(fixture: Fixture, serverSeed: string): Timeline {
    const key = `${fixture.fixtureId}:${serverSeed}`;
    const cached = timelines.get(key);
    if (cached) return cached;
    if (timelines.size >= TIMELINE_CACHE_MAX) timelines.clear();
    const timeline = simulateFixture(fixture, serverSeed);
    timelines.set(key, timeline);
    return timeline;
  }

  function bookOf(session: Pick<HouseSessionRow, 'vendorCode' | 'gameCode'>): SportsbookBook {
    const book = findBook(session.vendorCode);
    if (!book || !(sportsOfBook(book) as string[]).includes(session.gameCode))
      throw new AppError('GAME_NOT_FOUND', 404);
    return book;
  }

  /** A new fixture row with a fresh random server seed; its end is the seed's simulated timeline's. */
  function newRow(fixture: Fixture) {
    const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
    return {
      fixtureId: fixture.fixtureId,
      day: siteDayOf(fixture.kickOffAt),
      sportCode: fixture.sportCode,
      kickOffAt: new Date(fixture.kickOffAt),
      endsAt: new Date(timelineOf(fixture, serverSeed).endsAt),
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: fixture.clientSeed,
    };
  }

  /** Creates the daily fixtures of these site days that have no row yet. */
  async function ensureDays(days: readonly string[]): Promise<void> {
    for (const day of days) {
      const dayFixtures = fixturesFor(day);
      if ((await repository.countOfDay(day, DAILY_SPORTS)) >= dayFixtures.length) continue;
      await repository.insertFixtures(dayFixtures.map(newRow));
    }
  }

  /** Until when this process knows the virtual rounds have rows (another process may make them too). */
  let virtualRowsUntil = 0;

  /**
   * Creates the rows of the virtual rounds kicking off in the next half hour. A round that has kicked
   * off without a row (the site was down) never gets one, so no seed is ever made after play began.
   */
  async function ensureVirtualRounds(at: number): Promise<void> {
    if (virtualRowsUntil - at > VIRTUAL_ROWS_AHEAD_MS / 2) return;
    const until = at + VIRTUAL_ROWS_AHEAD_MS;
    const upcoming = roundsBetween(at + 1, until);
    const existing = new Set(
      (await repository.fixturesByIds(upcoming.map((fixture) => fixture.fixtureId))).map(
        (row) => row.fixtureId,
      ),
    );
    await repository.insertFixtures(
      upcoming.filter((fixture) => !existing.has(fixture.fixtureId)).map(newRow),
    );
    virtualRowsUntil = until;
  }

  /** Every fixture that takes bets at an instant has its row: today's, tomorrow's and the next virtual rounds. */
  async function ensureFixtures(at: number): Promise<void> {
    await ensureDays(bookedDays(at));
    await ensureVirtualRounds(at);
  }

  /**
   * The fixtures a sport lists at an instant: today's and tomorrow's, or a virtual sport's rounds that
   * kicked off up to `behindMs` ago or kick off within `aheadMs`.
   */
  function listedFixtures(
    sportCode: SportCode,
    at: number,
    virtualWindow = { behindMs: VIRTUAL_LISTED_BEHIND_MS, aheadMs: VIRTUAL_LISTED_AHEAD_MS },
  ): Fixture[] {
    const listed =
      sportOf(sportCode).schedule.kind === 'ROUNDS'
        ? roundsBetween(at - virtualWindow.behindMs, at + virtualWindow.aheadMs)
        : bookedDays(at).flatMap((day) => fixturesFor(day));
    return listed.filter((fixture) => fixture.sportCode === sportCode);
  }

  /** Rows of these fixtures, by fixture id. */
  async function rowsOf(fixtureIds: readonly string[]): Promise<Map<string, SportsbookFixtureRow>> {
    return new Map((await repository.fixturesByIds(fixtureIds)).map((row) => [row.fixtureId, row]));
  }

  /** The result a fixture row settles on: its stored result once settled or cancelled. */
  const settledResult = (row: SportsbookFixtureRow) =>
    row.status === 'open' ? null : (row.result as FixtureResult);

  function fixtureView(
    fixture: Fixture,
    row: SportsbookFixtureRow,
    at: number,
    book: SportsbookBook,
  ): SportsbookFixture {
    const league = findLeague(fixture.leagueCode)!;
    const settled = settledResult(row);
    const state = settled ? null : stateAt(fixture, timelineOf(fixture, row.serverSeed), at);
    const view: SportsbookFixtureState = state
      ? stateView(state, null)
      : stateView(
          stateAt(fixture, timelineOf(fixture, row.serverSeed), Math.max(at, row.endsAt.getTime())),
          settled,
        );
    return {
      fixtureId: fixture.fixtureId,
      sport: fixture.sportCode,
      league: { leagueCode: league.leagueCode, name: league.name },
      home: { teamCode: fixture.home.teamCode, name: fixture.home.name },
      away: { teamCode: fixture.away.teamCode, name: fixture.away.name },
      kickOffAt: new Date(fixture.kickOffAt).toISOString(),
      state: view,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      serverSeed: settled ? row.serverSeed : null,
      markets:
        state && state.phase !== 'ENDED' ? marketsFor(fixture, state, book.marginPpm).map(marketView) : [],
    };
  }

  /** A sport's fixtures of today and tomorrow with the markets offered now. Errors: GAME_NOT_FOUND 404. */
  async function fixtures(
    session: HouseSessionRow,
    sport?: SportsbookSport,
  ): Promise<SportsbookFixturesValue> {
    const book = bookOf(session);
    const sportCode = (sport ?? session.gameCode) as SportCode;
    if (!sportsOfBook(book).includes(sportCode)) throw new AppError('GAME_NOT_FOUND', 404);
    const at = now();
    const days = bookedDays(at.getTime());
    await ensureFixtures(at.getTime());
    const listed = listedFixtures(sportCode, at.getTime());
    const rows = new Map(
      (await repository.fixturesByIds(listed.map((fixture) => fixture.fixtureId))).map((row) => [
        row.fixtureId,
        row,
      ]),
    );
    return {
      serverTime: at.toISOString(),
      sport: sportCode,
      days,
      inPlayBetting: await house.setting(SPORTSBOOK_IN_PLAY_SETTING, false),
      limits: {
        minStake: fromMinor(book.minStakeMinor),
        maxStake: {
          MATCH_RESULT: fromMinor(book.maxStakeMinor.MATCH_RESULT),
          MATCH_WINNER: fromMinor(book.maxStakeMinor.MATCH_WINNER),
          HANDICAP: fromMinor(book.maxStakeMinor.HANDICAP),
          TOTAL: fromMinor(book.maxStakeMinor.TOTAL),
        },
        maxPayout: fromMinor(book.maxPayoutMinor),
      },
      fixtures: listed.flatMap((fixture) => {
        const row = rows.get(fixture.fixtureId);
        return row ? [fixtureView(fixture, row, at.getTime(), book)] : [];
      }),
    };
  }

  type TakenLeg = { leg: StoredLeg; row: SportsbookFixtureRow };

  /**
   * Each requested leg against what is offered now. Errors: SELECTION_INVALID 400 (two legs of one
   * fixture, a fixture of another studio or not open yet, a market or selection never offered),
   * BETTING_CLOSED 409 (the fixture ended, or its market is no longer offered in play), MATCH_STARTED
   * 409 (the match has kicked off and the operator takes no in-play bets), ODDS_CHANGED 409 with the
   * current odds (a price moved and the player did not accept changes).
   */
  async function takeLegs(
    book: SportsbookBook,
    request: SportsbookBetRequest,
    at: number,
  ): Promise<TakenLeg[]> {
    const inPlayBetting = await house.setting(SPORTSBOOK_IN_PLAY_SETTING, false);
    const fixtureIds = request.legs.map((leg) => leg.fixtureId);
    if (new Set(fixtureIds).size !== fixtureIds.length) throw selectionInvalid();
    await ensureFixtures(at);
    const rows = new Map((await repository.fixturesByIds(fixtureIds)).map((row) => [row.fixtureId, row]));
    const changed: { fixtureId: string; marketId: string; selection: string; odds: string }[] = [];
    const taken = request.legs.map((requested): TakenLeg => {
      const fixture = findFixture(requested.fixtureId);
      if (!fixture || fixture.category !== book.category) throw selectionInvalid();
      const row = rows.get(fixture.fixtureId);
      if (!row) throw fixture.kickOffAt <= at ? new AppError('BETTING_CLOSED', 409) : selectionInvalid();
      if (row.status !== 'open') throw new AppError('BETTING_CLOSED', 409);
      const state = stateAt(fixture, timelineOf(fixture, row.serverSeed), at);
      if (state.phase === 'ENDED') throw new AppError('BETTING_CLOSED', 409);
      if (state.phase === 'IN_PLAY' && !inPlayBetting) throw new AppError('MATCH_STARTED', 409);
      const market = marketsFor(fixture, state, book.marginPpm).find(
        (each) => each.marketId === requested.marketId,
      );
      if (!market) throw state.phase === 'IN_PLAY' ? new AppError('BETTING_CLOSED', 409) : selectionInvalid();
      const offered = market.selections.find((selection) => selection.selection === requested.selection);
      if (!offered) throw selectionInvalid();
      if (Number(toMinor(requested.odds)) !== offered.oddsHundredths)
        changed.push({
          fixtureId: fixture.fixtureId,
          marketId: market.marketId,
          selection: offered.selection,
          odds: oddsText(offered.oddsHundredths),
        });
      return {
        row,
        leg: {
          fixtureId: fixture.fixtureId,
          sportCode: fixture.sportCode,
          leagueCode: fixture.leagueCode,
          home: fixture.home.name,
          away: fixture.away.name,
          kickOffAt: fixture.kickOffAt,
          marketId: market.marketId,
          kind: market.kind,
          selection: offered.selection,
          line: offered.line,
          oddsHundredths: offered.oddsHundredths,
          outcome: null,
        },
      };
    });
    if (changed.length > 0 && !request.acceptOddsChanges)
      throw new AppError('ODDS_CHANGED', 409, { value: { legs: changed } });
    return taken;
  }

  /** The most a bet may stake: its legs' least market maximum, and what keeps it within the payout cap. */
  function maxStakeOf(book: SportsbookBook, legs: readonly StoredLeg[]): bigint {
    const byMarket = legs.reduce(
      (least, leg) => (book.maxStakeMinor[leg.kind] < least ? book.maxStakeMinor[leg.kind] : least),
      book.maxStakeMinor[legs[0]!.kind],
    );
    const oddsProduct = legs.reduce((product, leg) => product * BigInt(leg.oddsHundredths), 1n);
    const scale = BigInt(ODDS_SCALE) ** BigInt(legs.length);
    const byPayout = (book.maxPayoutMinor * scale) / oddsProduct;
    return byMarket < byPayout ? byMarket : byPayout;
  }

  /**
   * One bet (a single or a parlay), its stake taken from the wallet at once. Sending the same
   * requestId again answers the bet already placed. Errors: GAME_NOT_FOUND 404, SELECTION_INVALID 400,
   * BETTING_CLOSED 409, ODDS_CHANGED 409 (see takeLegs), STAKE_OUT_OF_LIMITS 400 (below the least stake,
   * above the legs' market maximum or the payout cap), DUPLICATE_CONFLICT 409 (a requestId another
   * player used), INSUFFICIENT_FUNDS 409 and WALLET_UNAVAILABLE 503 from the wallet, MATCH_STARTED 409.
   */
  async function placeBet(
    session: HouseSessionRow,
    request: SportsbookBetRequest,
  ): Promise<SportsbookBetValue> {
    const book = bookOf(session);
    const roundId = `${session.vendorCode}-${request.requestId}`;
    const existing = await repository.findBet(roundId);
    if (existing) return replay(session, existing);
    const at = now();
    const taken = await takeLegs(book, request, at.getTime());
    const legs = taken.map(({ leg }) => leg);
    const stakeMinor = toMinor(request.stake);
    const maxStakeMinor = maxStakeOf(book, legs);
    if (stakeMinor < book.minStakeMinor || stakeMinor > maxStakeMinor)
      throw limitsError(book.minStakeMinor, maxStakeMinor);
    const potentialPayoutMinor = payoutOf(
      stakeMinor,
      legs.map((leg) => ({ oddsHundredths: leg.oddsHundredths, outcome: 'WIN' as const })),
    );
    const scale = BigInt(ODDS_SCALE) ** BigInt(legs.length - 1);
    const totalOddsHundredths =
      legs.reduce((product, leg) => product * BigInt(leg.oddsHundredths), 1n) / scale;
    const decidesAt = new Date(Math.max(...taken.map(({ row }) => row.endsAt.getTime())));
    let bet: SportsbookBetRow;
    try {
      bet = await repository.insertBet({
        roundId,
        playerId: session.playerId,
        vendorCode: session.vendorCode,
        gameCode: session.gameCode,
        legs,
        stakeMinor,
        totalOddsHundredths: Number(totalOddsHundredths),
        potentialPayoutMinor,
        decidesAt,
        createdAt: at,
      });
    } catch (error) {
      // The same requestId sent twice at once: the first one is the bet.
      if (!isUniqueViolation(error)) throw error;
      return replay(session, (await repository.findBet(roundId))!);
    }
    try {
      const { balance } = await house.place({
        session,
        gameCode: session.gameCode,
        stakeMinor,
        roundId,
        detail: { legs, stake: fromMinor(stakeMinor), totalOdds: oddsText(totalOddsHundredths) },
      });
      return { bet: (await betItems([bet], at.getTime(), book))[0]!, balance };
    } catch (error) {
      // A refused debit moved nothing; an unanswered one stays pending for the recovery job.
      if (error instanceof AppError && error.code !== 'WALLET_UNAVAILABLE')
        await repository.markRefused(bet.id);
      throw error;
    }
  }

  async function replay(session: HouseSessionRow, bet: SportsbookBetRow): Promise<SportsbookBetValue> {
    if (bet.playerId !== session.playerId || bet.vendorCode !== session.vendorCode)
      throw new AppError('DUPLICATE_CONFLICT', 409);
    if (bet.status === 'REFUSED') throw new AppError('DUPLICATE_CONFLICT', 409);
    const [item] = await betItems([bet], now().getTime(), bookOf(session));
    return { bet: item!, balance: await house.balanceOf(session) };
  }

  /** A leg's outcome: kept on a closed bet, else from its fixture's result once settled. */
  function legOutcome(leg: StoredLeg, row: SportsbookFixtureRow | undefined): SettlementOutcome | null {
    if (leg.outcome !== null) return leg.outcome;
    const result = row && settledResult(row);
    return result ? settleSelection(leg.kind, leg.selection, leg.line, result) : null;
  }

  /** The cash-out offer of an open bet at an instant, in cents (0 once a leg has lost). */
  function offerOf(
    bet: SportsbookBetRow,
    rows: ReadonlyMap<string, SportsbookFixtureRow>,
    at: number,
    book: SportsbookBook,
  ): bigint {
    const legs = (bet.legs as StoredLeg[]).map((leg): CashOutLeg => {
      const row = rows.get(leg.fixtureId);
      const outcome = legOutcome(leg, row);
      if (outcome !== null) return { oddsHundredths: leg.oddsHundredths, outcome };
      const fixture = findFixture(leg.fixtureId)!;
      return cashOutLegAt(fixture, timelineOf(fixture, row!.serverSeed), at, leg);
    });
    return cashOutValue(bet.stakeMinor, legs, book.cashOutMarginPpm);
  }

  async function betItems(
    bets: readonly SportsbookBetRow[],
    at: number,
    book: SportsbookBook,
  ): Promise<SportsbookBetItem[]> {
    const fixtureIds = [
      ...new Set(bets.flatMap((bet) => (bet.legs as StoredLeg[]).map((leg) => leg.fixtureId))),
    ];
    const rows = new Map((await repository.fixturesByIds(fixtureIds)).map((row) => [row.fixtureId, row]));
    return bets.map((bet) => {
      const open = bet.status === 'OPEN';
      const offer = open ? offerOf(bet, rows, at, book) : 0n;
      return {
        betId: bet.roundId,
        legs: (bet.legs as StoredLeg[]).map((leg): SportsbookBetLeg => {
          const row = rows.get(leg.fixtureId);
          return {
            fixtureId: leg.fixtureId,
            sport: leg.sportCode,
            home: leg.home,
            away: leg.away,
            kickOffAt: new Date(leg.kickOffAt).toISOString(),
            marketId: leg.marketId,
            kind: leg.kind,
            selection: leg.selection,
            line: leg.line,
            odds: oddsText(leg.oddsHundredths),
            outcome: legOutcome(leg, row),
            serverSeedHash: row?.serverSeedHash ?? '',
            serverSeed: row && row.status !== 'open' ? row.serverSeed : null,
          };
        }),
        stake: fromMinor(bet.stakeMinor),
        totalOdds: oddsText(bet.totalOddsHundredths),
        potentialPayout: fromMinor(bet.potentialPayoutMinor),
        status: bet.status as SportsbookBetStatus,
        payout: bet.payoutMinor === null ? null : fromMinor(bet.payoutMinor),
        cashOutOffer: offer > 0n ? fromMinor(offer) : null,
        placedAt: bet.createdAt.toISOString(),
        settledAt: bet.settledAt?.toISOString() ?? null,
      };
    });
  }

  /** The player's bets in this studio, newest first. Errors: GAME_NOT_FOUND 404. */
  async function myBets(
    session: HouseSessionRow,
    filter: 'open' | 'settled' | 'all',
  ): Promise<SportsbookBetsValue> {
    const book = bookOf(session);
    const at = now();
    const bets = await repository.betsOf(session.playerId, session.vendorCode, filter, MY_BETS_MAX);
    return { serverTime: at.toISOString(), bets: await betItems(bets, at.getTime(), book) };
  }

  /**
   * Closes an open bet at its value now, if that is not below the offer the player saw, and pays it.
   * Errors: GAME_NOT_FOUND 404, ROUND_NOT_FOUND 404 (no such bet of this player), ROUND_CLOSED 409 (the
   * bet is settled or cashed out already, or its stake not yet confirmed), CASH_OUT_CHANGED 409 with the
   * offer now (the value fell below the offer, or a leg has lost).
   */
  async function cashOut(
    session: HouseSessionRow,
    betId: string,
    offerText: string,
  ): Promise<SportsbookCashOutValue> {
    const book = bookOf(session);
    const bet = await repository.findBet(betId);
    if (
      !bet ||
      bet.playerId !== session.playerId ||
      bet.vendorCode !== session.vendorCode ||
      bet.status === 'REFUSED'
    )
      throw new AppError('ROUND_NOT_FOUND', 404);
    if (bet.status !== 'OPEN') throw new AppError('ROUND_CLOSED', 409);
    const round = await house.findRound(bet.roundId);
    if (!round || round.status !== 'open') throw new AppError('ROUND_CLOSED', 409);
    const at = now();
    const rows = new Map(
      (await repository.fixturesByIds((bet.legs as StoredLeg[]).map((leg) => leg.fixtureId))).map((row) => [
        row.fixtureId,
        row,
      ]),
    );
    const value = offerOf(bet, rows, at.getTime(), book);
    if (value === 0n || value < toMinor(offerText))
      throw new AppError('CASH_OUT_CHANGED', 409, { value: { offer: value > 0n ? fromMinor(value) : null } });
    const closed = await repository.closeBet(bet.id, {
      status: 'CASHED_OUT',
      payoutMinor: value,
      cashedOutMinor: value,
      settledAt: at,
    });
    if (!closed) throw new AppError('ROUND_CLOSED', 409);
    const balance = await house.settle(round, value, {
      ...detailOf(round),
      status: 'CASHED_OUT',
      cashedOut: fromMinor(value),
    });
    const [item] = await betItems([closed], at.getTime(), book);
    return { bet: item!, paid: fromMinor(value), balance: balance ?? null };
  }

  const detailOf = (round: HouseRoundRow) => (round.detail ?? {}) as Record<string, unknown>;

  // The settlement job (one process at a time, under its advisory lock).

  /** Settles every open fixture whose match is over; answers the ids this run settled. */
  async function settleFixtures(at: Date): Promise<string[]> {
    const settled: string[] = [];
    for (let batch = 0; batch < SETTLE_BATCHES_MAX; batch += 1) {
      const due = await repository.fixturesToSettle(at, FIXTURES_PER_RUN_MAX);
      let moved = 0;
      for (const row of due) {
        const fixture = findFixture(row.fixtureId);
        // A fixture no longer in the data stays open; its bets wait for the operator.
        if (!fixture) continue;
        const { result } = timelineOf(fixture, row.serverSeed);
        if (await repository.closeFixture(row.id, 'settled', result, at)) settled.push(row.fixtureId);
        moved += 1;
      }
      // A short batch was the last; a batch of nothing but unknown fixtures would come back the same.
      if (due.length < FIXTURES_PER_RUN_MAX || moved === 0) break;
    }
    return settled;
  }

  /**
   * Settles, without waiting for their last fixture, the open bets on fixtures just decided that are
   * decided already: every leg known, or a leg lost (a parlay with a lost leg returns nothing, whatever
   * its other legs do). Answers how many it closed.
   */
  async function settleDecidedBets(fixtureIds: readonly string[], at: Date): Promise<number> {
    let settled = 0;
    let afterId = 0;
    for (let batch = 0; batch < SETTLE_BATCHES_MAX && fixtureIds.length > 0; batch += 1) {
      const found = await repository.openBetsOnFixtures(fixtureIds, afterId, SETTLE_BATCH);
      const rows = await rowsOfLegs(found.map(({ bet }) => bet));
      for (const { bet, round } of found) if (await settleBet(bet, round, rows, at)) settled += 1;
      if (found.length < SETTLE_BATCH) break;
      afterId = found.at(-1)!.bet.id;
    }
    return settled;
  }

  /** The fixture rows of every leg of these bets, by fixture id. */
  async function rowsOfLegs(
    betRows: readonly SportsbookBetRow[],
  ): Promise<Map<string, SportsbookFixtureRow>> {
    const fixtureIds = [
      ...new Set(betRows.flatMap((bet) => (bet.legs as StoredLeg[]).map((leg) => leg.fixtureId))),
    ];
    return new Map((await repository.fixturesByIds(fixtureIds)).map((row) => [row.fixtureId, row]));
  }

  /** Closes one open bet whose fixtures are all settled, then credits it; false if it must wait. */
  async function settleBet(
    bet: SportsbookBetRow,
    round: HouseRoundRow,
    rows: ReadonlyMap<string, SportsbookFixtureRow>,
    at: Date,
  ): Promise<boolean> {
    const legs = (bet.legs as StoredLeg[]).map((leg) => ({
      ...leg,
      outcome: legOutcome(leg, rows.get(leg.fixtureId)),
    }));
    const lost = legs.some((leg) => leg.outcome === 'LOSE');
    if (!lost && legs.some((leg) => leg.outcome === null)) return false;
    // A lost leg makes the product 0 whatever the open legs do; they keep a null outcome until
    // their own fixtures are settled (the bet list reads those from the fixtures then).
    const payoutMinor = lost
      ? 0n
      : payoutOf(
          bet.stakeMinor,
          legs.map((leg) => ({ oddsHundredths: leg.oddsHundredths, outcome: leg.outcome! })),
        );
    const status = lost ? 'LOST' : betStatusOf(bet.stakeMinor, payoutMinor, legs);
    const closed = await repository.closeBet(bet.id, { status, payoutMinor, legs, settledAt: at });
    // Cashed out (or closed by another run) in the meantime: that close pays it.
    if (!closed) return false;
    const balance = await house.settle(round, payoutMinor, {
      ...detailOf(round),
      legs,
      status,
      payout: fromMinor(payoutMinor),
    });
    return balance !== undefined;
  }

  async function settleBets(at: Date): Promise<number> {
    let settled = 0;
    let afterId = 0;
    for (let batch = 0; batch < SETTLE_BATCHES_MAX; batch += 1) {
      const found = await repository.betsToSettle(at, afterId, SETTLE_BATCH);
      const rows = await rowsOfLegs(found.map(({ bet }) => bet));
      for (const { bet, round } of found) {
        if (bet.status === 'OPEN') {
          if (await settleBet(bet, round, rows, at)) settled += 1;
        } else if ((await house.settle(round, bet.payoutMinor!)) !== undefined) {
          // Closed before, credit not confirmed: the same transaction id makes this credit safe.
          settled += 1;
        }
      }
      if (found.length < SETTLE_BATCH) break;
      afterId = found.at(-1)!.bet.id;
    }
    return settled;
  }

  /**
   * One settlement run: creates today's and tomorrow's fixtures, settles every fixture whose match is
   * over (revealing its seed), and closes and credits every bet whose fixtures are all settled. Safe
   * to run again at any moment: every move is conditional on the state before it.
   */
  async function runSettlement(): Promise<SettlementRun> {
    const at = now();
    await ensureFixtures(at.getTime());
    const settledFixtures = await settleFixtures(at);
    const early = await settleDecidedBets(settledFixtures, at);
    const bets = await settleBets(at);
    return { fixtures: settledFixtures.length, bets: early + bets };
  }

  // The lobby's fixture board: the house's public schedule with the result market's odds now.

  const feeds = new Map<string, { at: number; fixtures: FeedFixture[] }>();

  /**
   * The fixtures still to be decided of a category's studio (today's and tomorrow's, a virtual
   * sport's round in play and the next), in kick-off order, with the result market's odds now; kept
   * for a few seconds, because every visitor of the sports page asks for the same list.
   */
  async function feed(category: SportsbookBook['category']): Promise<FeedFixture[]> {
    const at = now().getTime();
    const kept = feeds.get(category);
    if (kept && at - kept.at >= 0 && at - kept.at < FEED_TTL_MS) return kept.fixtures;
    await ensureFixtures(at);
    const fixtures = (
      await Promise.all(
        SPORTSBOOK_BOOKS.filter((book) => book.category === category).map((book) => feedOfBook(book, at)),
      )
    )
      .flat()
      .sort(
        (first, second) =>
          first.kickOffAt.localeCompare(second.kickOffAt) || first.fixtureId.localeCompare(second.fixtureId),
      )
      .slice(0, FEED_FIXTURES_MAX);
    feeds.set(category, { at, fixtures });
    return fixtures;
  }

  async function feedOfBook(book: SportsbookBook, at: number): Promise<FeedFixture[]> {
    const window = { behindMs: FEED_VIRTUAL_BEHIND_MS, aheadMs: FEED_VIRTUAL_AHEAD_MS };
    const listed = sportsOfBook(book).flatMap((sportCode) => listedFixtures(sportCode, at, window));
    const rows = await rowsOf(listed.map((fixture) => fixture.fixtureId));
    return listed.flatMap((fixture): FeedFixture[] => {
      const row = rows.get(fixture.fixtureId);
      if (!row || row.status !== 'open') return [];
      const state = stateAt(fixture, timelineOf(fixture, row.serverSeed), at);
      if (state.phase === 'ENDED') return [];
      const result = marketsFor(fixture, state, book.marginPpm).find(
        (market) => market.kind === 'MATCH_RESULT' || market.kind === 'MATCH_WINNER',
      );
      return [
        {
          vendorCode: book.vendorCode,
          gameCode: fixture.sportCode,
          fixtureId: fixture.fixtureId,
          leagueCode: fixture.leagueCode,
          leagueName: findLeague(fixture.leagueCode)!.name,
          home: fixture.home.name,
          away: fixture.away.name,
          kickOffAt: new Date(fixture.kickOffAt).toISOString(),
          phase: state.phase,
          score: state.phase === 'IN_PLAY' ? state.score : null,
          odds: (result?.selections ?? []).map((selection) => ({
            selection: selection.selection as 'HOME' | 'DRAW' | 'AWAY',
            odds: oddsText(selection.oddsHundredths),
          })),
        },
      ];
    });
  }

  // The operator's sportsbook desk.

  function operatorView(
    fixture: Fixture,
    row: SportsbookFixtureRow,
    at: number,
    exposure: { bets: number; stakeMinor: bigint; potentialPayoutMinor: bigint } | undefined,
  ): OperatorSportsbookFixture {
    const settled = settledResult(row);
    const state = stateAt(fixture, timelineOf(fixture, row.serverSeed), at);
    const phase = settled ? 'ENDED' : state.phase;
    const score =
      settled?.status === 'COMPLETED'
        ? { home: settled.home, away: settled.away }
        : state.phase === 'IN_PLAY' && !settled
          ? state.score
          : null;
    return {
      fixtureId: fixture.fixtureId,
      sport: fixture.sportCode,
      league: findLeague(fixture.leagueCode)!.name,
      home: fixture.home.name,
      away: fixture.away.name,
      kickOffAt: new Date(fixture.kickOffAt).toISOString(),
      endsAt: row.endsAt.toISOString(),
      status: row.status as OperatorSportsbookFixture['status'],
      phase,
      score,
      cancelReason: settled?.status === 'CANCELLED' ? (settled.reason ?? null) : null,
      openBets: exposure?.bets ?? 0,
      openStake: fromMinor(exposure?.stakeMinor ?? 0n),
      openPotentialPayout: fromMinor(exposure?.potentialPayoutMinor ?? 0n),
    };
  }

  /** A sport's listed fixtures (as the players see them) with what their open bets have at stake. */
  async function operatorFixtures(sportCode: SportCode): Promise<OperatorSportsbookFixturesValue> {
    const at = now();
    await ensureFixtures(at.getTime());
    const listed = listedFixtures(sportCode, at.getTime());
    const ids = listed.map((fixture) => fixture.fixtureId);
    const [rows, exposure] = await Promise.all([rowsOf(ids), repository.exposureOf(ids)]);
    return {
      serverTime: at.toISOString(),
      fixtures: listed.flatMap((fixture) => {
        const row = rows.get(fixture.fixtureId);
        return row ? [operatorView(fixture, row, at.getTime(), exposure.get(fixture.fixtureId))] : [];
      }),
    };
  }

  /**
   * The operator cancels a fixture that cannot stand (abandoned, wrongly priced): every selection on
   * it is void, its seed is revealed, and the bets it was the last open leg of (or that another leg
   * has lost) are settled at once; the rest wait for their other fixtures. Errors: FIXTURE_NOT_FOUND
   * 404, FIXTURE_CLOSED 409 (already settled or cancelled).
   */
  async function cancelFixture(fixtureId: string, reason: string): Promise<OperatorCancelValue> {
    const fixture = findFixture(fixtureId);
    const row = fixture && (await repository.findFixture(fixtureId));
    if (!fixture || !row) throw new AppError('FIXTURE_NOT_FOUND', 404);
    const at = now();
    const result: FixtureResult = { status: 'CANCELLED', reason };
    const cancelled = await repository.closeFixture(row.id, 'cancelled', result, at);
    if (!cancelled) throw new AppError('FIXTURE_CLOSED', 409);
    const betsSettled = await settleDecidedBets([fixtureId], at);
    const exposure = await repository.exposureOf([fixtureId]);
    return {
      fixture: operatorView(fixture, cancelled, at.getTime(), exposure.get(fixtureId)),
      betsSettled,
    };
  }

  return {
    fixtures,
    placeBet,
    myBets,
    cashOut,
    runSettlement,
    feed,
    operatorFixtures,
    cancelFixture,
    books: SPORTSBOOK_BOOKS,
  };
}
