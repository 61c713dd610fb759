// The house game server's core (DESIGN.md "Game vendors"): launch tokens and game sessions, the
// players' provably fair seed pairs, and the life of a round on the platform's wallet. A round is
// written before its debit is sent (pending), opened when the debit is confirmed, and settled when
// its credit is; a debit whose answer was lost is rolled back and a credit that failed is sent again
// (the platform's transactionId keys make both safe to repeat), so no round is ever left half done.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  houseGamePagePath,
  type HouseFairnessValue,
  type HouseGameKind,
  type HouseRoundItem,
  type HouseSeedsValue,
  type HouseSessionValue,
  type HouseVerifyRequest,
  type HouseVerifyValue,
} from '@playdeck/contract/house';
import type { Database } from '../../plugins/database';
import { isUniqueViolation } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { serverSeedHash } from './slots/provably-fair';
import { createHouseRepository, type HouseRoundRow, type HouseSessionRow } from './house.repository';
import { DEMO_KEPT_MS, isDemoPlayer, type DemoWallet } from './demo-wallet';
import { findStudio } from './studios';
import { WalletRefusedError, type WalletClient } from './wallet-client';

export type { HouseRoundRow, HouseSessionRow } from './house.repository';

const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;
const SESSION_TTL_MS = 12 * 60 * 60_000;
const TOKEN_BYTES = 32;
const SERVER_SEED_BYTES = 32;
const CLIENT_SEED_BYTES = 8;
/** A debit unanswered this long is presumed lost and rolled back (the call itself times out sooner). */
const PENDING_ROLLBACK_AFTER_MS = 30_000;
/** A known payout not credited this long after its round began is sent again. */
const CREDIT_RETRY_AFTER_MS = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** What each kind of game tells the core: its games, how to verify them, where its seeds live. */
export type HouseGameModule = {
  kind: HouseGameKind;
  hasGame(vendorCode: string, gameCode: string): boolean;
  /** The outcome recomputed from seeds alone; undefined for an unknown game code. */
  verify(
    gameCode: string,
    serverSeed: string,
    clientSeed: string,
    nonce: number,
  ): Record<string, unknown> | undefined;
  /** The seeds of a round that are not the player's seed pair (a draw's, a hand's, a fight's). */
  seedsOfRound?(round: HouseRoundRow): Promise<RoundSeeds | undefined>;
  /**
   * Whether a game may be played in play money: true when absent. A game where members play each
   * other for real (a card room's cash table) is never tried in play money.
   */
  freePlay?(gameCode: string): boolean;
  /** A game played in play money only (a practice table): every launch of it is a free-play one. */
  playMoneyOnly?(gameCode: string): boolean;
};

export type RoundSeeds = {
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
};

export type PlaceRound = {
  session: Pick<HouseSessionRow, 'playerId' | 'vendorCode'>;
  gameCode: string;
  stakeMinor: bigint;
  detail: Record<string, unknown>;
  roundId?: string;
  seedId?: number;
  nonce?: number;
  drawId?: number;
  handId?: number;
  fightId?: number;
  bingoRoundId?: number;
  pokerHandId?: number;
  /** Known at once for a spin; set later by settle() for draws, hands and fights. */
  payoutMinor?: bigint;
};

export type HouseService = ReturnType<typeof createHouseService>;

export function createHouseService(deps: {
  db: Database;
  wallet: WalletClient;
  /** Free play's wallet: the house's own play money, for demo players (negative player ids). */
  demoWallet: DemoWallet;
  modules: readonly HouseGameModule[];
  log?: { warn(object: unknown, message: string): void };
  now?: () => Date;
}) {
  const { db } = deps;
  const repository = createHouseRepository(db);
  /** The platform's wallet for a member, the house's play money for a demo player. */
  const walletOf = (playerId: number): Pick<WalletClient, 'balance' | 'debit' | 'credit' | 'rollback'> =>
    isDemoPlayer(playerId) ? deps.demoWallet : deps.wallet;
  const now = deps.now ?? (() => new Date());
  const moduleOf = (kind: HouseGameKind) => deps.modules.find((module) => module.kind === kind);

  /**
   * The game page's address with a one-time launch token (the platform's launch calls this, as it
   * would a third-party vendor's launch API). Errors: GAME_NOT_FOUND 404.
   */
  async function launch(input: {
    playerId: number;
    vendorCode: string;
    gameCode: string;
    language: string;
    /** Where the game page opens (a sportsbook fixture's id); the page ignores a place it does not know. */
    focus?: string;
  }): Promise<{ url: string }> {
    const studio = findStudio(input.vendorCode);
    const module = studio && moduleOf(studio.kind);
    if (!module?.hasGame(input.vendorCode, input.gameCode)) throw new AppError('GAME_NOT_FOUND', 404);
    // A practice table is played in play money whoever opens it: a member's launch is a free-play one.
    const playerId = module.playMoneyOnly?.(input.gameCode) ? await deps.demoWallet.open() : input.playerId;
    return issueLaunch(studio!.kind, { ...input, playerId });
  }

  /** A one-time launch token for the game's page, and the page's address with it. */
  async function issueLaunch(
    kind: HouseGameKind,
    input: { playerId: number; vendorCode: string; gameCode: string; language: string; focus?: string },
  ): Promise<{ url: string }> {
    const token = newToken();
    const createdAt = now();
    await repository.insertLaunchToken({
      tokenHash: hashToken(token),
      playerId: input.playerId,
      vendorCode: input.vendorCode,
      gameCode: input.gameCode,
      language: input.language,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    const query = new URLSearchParams({ launch: token, lang: input.language });
    if (input.focus !== undefined) query.set('focus', input.focus);
    return { url: `${houseGamePagePath(kind, input.gameCode)}?${query.toString()}` };
  }

  /**
   * Free play (issue 17 item 6): the game's address for a new demo player holding play money only,
   * whoever asks (a visitor or a member: no account of the platform's is involved, so nothing reaches
   * its wallet or ledger). Errors: GAME_NOT_FOUND 404.
   */
  async function launchDemo(input: {
    vendorCode: string;
    gameCode: string;
    language: string;
  }): Promise<{ url: string }> {
    const studio = findStudio(input.vendorCode);
    const module = studio && moduleOf(studio.kind);
    if (!module?.hasGame(input.vendorCode, input.gameCode) || module.freePlay?.(input.gameCode) === false)
      throw new AppError('GAME_NOT_FOUND', 404);
    return issueLaunch(studio!.kind, { ...input, playerId: await deps.demoWallet.open() });
  }

  /** Exchanges a launch token for a game session. Errors: LAUNCH_EXPIRED 401, WALLET_UNAVAILABLE 503. */
  async function openSession(launchToken: string): Promise<HouseSessionValue> {
    const at = now();
    const launched = await repository.consumeLaunchToken(hashToken(launchToken), at);
    if (!launched) throw new AppError('LAUNCH_EXPIRED', 401);
    const studio = findStudio(launched.vendorCode)!;
    const sessionToken = newToken();
    await repository.insertSession({
      tokenHash: hashToken(sessionToken),
      playerId: launched.playerId,
      vendorCode: launched.vendorCode,
      gameCode: launched.gameCode,
      language: launched.language,
      createdAt: at,
      expiresAt: new Date(at.getTime() + SESSION_TTL_MS),
    });
    const { balance } = await callWallet(() =>
      walletOf(launched.playerId).balance(launched.vendorCode, launched.playerId),
    );
    return {
      sessionToken,
      playerId: launched.playerId,
      vendorCode: launched.vendorCode,
      gameCode: launched.gameCode,
      kind: studio.kind,
      language: launched.language,
      balance,
      demo: isDemoPlayer(launched.playerId),
    };
  }

  /** The game session of an Authorization header. Errors: GAME_SESSION_EXPIRED 401. */
  async function sessionOf(authorization: string | undefined): Promise<HouseSessionRow> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    const session =
      token && token.length <= 200 ? await repository.findLiveSession(hashToken(token), now()) : undefined;
    if (!session) throw new AppError('GAME_SESSION_EXPIRED', 401);
    return session;
  }

  /** The member's balance as the platform reports it. Errors: WALLET_UNAVAILABLE 503. */
  async function balanceOf(session: Pick<HouseSessionRow, 'playerId' | 'vendorCode'>): Promise<string> {
    return (await callWallet(() => walletOf(session.playerId).balance(session.vendorCode, session.playerId)))
      .balance;
  }

  // Seeds.

  async function activeSeed(playerId: number, vendorCode: string) {
    const existing = await repository.findActiveSeed(playerId, vendorCode);
    if (existing) return existing;
    return insertSeed(playerId, vendorCode, randomBytes(CLIENT_SEED_BYTES).toString('hex'));
  }

  async function insertSeed(playerId: number, vendorCode: string, clientSeed: string) {
    const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
    try {
      return await repository.insertSeed({
        playerId,
        vendorCode,
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        clientSeed,
      });
    } catch (error) {
      // Another call created the active seed at the same moment: that one is the seed.
      if (!isUniqueViolation(error)) throw error;
      return (await repository.findActiveSeed(playerId, vendorCode))!;
    }
  }

  async function seeds(session: HouseSessionRow): Promise<HouseSeedsValue> {
    const seed = await activeSeed(session.playerId, session.vendorCode);
    return {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nextNonce: seed.nextNonce,
      revealed: null,
    };
  }

  /**
   * Retires the active server seed, revealing it so that every round played with it can be checked,
   * and starts a new pair (with the player's new client seed, if given). Errors: HAND_IN_PROGRESS 409
   * (a round dealt from the seed is still open).
   */
  async function rotateSeeds(session: HouseSessionRow, clientSeed?: string): Promise<HouseSeedsValue> {
    // A hand still in play (a video poker draw, a blackjack hand) was dealt from the active seed:
    // revealing it now would tell the player the cards to come.
    const active = await repository.findActiveSeed(session.playerId, session.vendorCode);
    if (active && (await repository.hasOpenRoundOnSeed(active.id)))
      throw new AppError('HAND_IN_PROGRESS', 409);
    const retired = await repository.retireActiveSeed(session.playerId, session.vendorCode, now());
    const next = await insertSeed(
      session.playerId,
      session.vendorCode,
      clientSeed ?? retired?.clientSeed ?? randomBytes(CLIENT_SEED_BYTES).toString('hex'),
    );
    return {
      serverSeedHash: next.serverSeedHash,
      clientSeed: next.clientSeed,
      nextNonce: next.nextNonce,
      revealed: retired
        ? {
            serverSeed: retired.serverSeed,
            serverSeedHash: retired.serverSeedHash,
            clientSeed: retired.clientSeed,
            lastNonce: retired.nextNonce - 1,
          }
        : null,
    };
  }

  /** The next (seed, nonce) of a player's rounds in a studio: every round its own nonce. */
  async function takeNonce(playerId: number, vendorCode: string) {
    await activeSeed(playerId, vendorCode);
    const taken = await repository.takeNonce(playerId, vendorCode);
    if (taken) return taken;
    // The seed was rotated between the two statements: the new one is active now.
    await activeSeed(playerId, vendorCode);
    return (await repository.takeNonce(playerId, vendorCode))!;
  }

  // Rounds.

  /**
   * Writes the round, then takes its stake from the member's wallet.
   * Errors: INSUFFICIENT_FUNDS 409 (value.balance) and the wallet's other refusals (the round is
   * then refused, nothing moved), WALLET_UNAVAILABLE 503 (the round stays pending and is rolled back
   * by the recovery job if the debit did land).
   */
  async function place(input: PlaceRound): Promise<{ round: HouseRoundRow; balance: string }> {
    const roundId = input.roundId ?? `${input.session.vendorCode}-${randomUUID()}`;
    const round = await repository.insertRound({
      roundId,
      vendorCode: input.session.vendorCode,
      gameCode: input.gameCode,
      playerId: input.session.playerId,
      stakeMinor: input.stakeMinor,
      payoutMinor: input.payoutMinor ?? null,
      seedId: input.seedId ?? null,
      nonce: input.nonce ?? null,
      drawId: input.drawId ?? null,
      handId: input.handId ?? null,
      fightId: input.fightId ?? null,
      bingoRoundId: input.bingoRoundId ?? null,
      pokerHandId: input.pokerHandId ?? null,
      detail: input.detail,
      createdAt: now(),
    });
    try {
      const { balance } = await walletOf(round.playerId).debit(round.vendorCode, {
        playerId: round.playerId,
        transactionId: `${roundId}:debit`,
        roundId,
        gameCode: round.gameCode,
        amount: fromMinor(round.stakeMinor),
      });
      await repository.moveRound(round.id, 'pending', 'open');
      return { round: { ...round, status: 'open' }, balance };
    } catch (error) {
      if (error instanceof WalletRefusedError) await repository.moveRound(round.id, 'pending', 'refused');
      throw walletError(error);
    }
  }

  /**
   * Takes more stake on an open round (a blackjack double or split): one more debit on the same
   * platform round, keyed by the game's step that asked for it, so that sending the same step again
   * after a lost answer moves the money at most once. The game records the round's new stake with its
   * own state. Errors: ROUND_CLOSED 409 (the round is not open), INSUFFICIENT_FUNDS 409 (value.balance)
   * and the wallet's other refusals (nothing moved), WALLET_UNAVAILABLE 503 (the outcome is unknown:
   * raise the same step again).
   */
  async function raise(
    round: HouseRoundRow,
    amountMinor: bigint,
    step: number,
  ): Promise<{ balance: string }> {
    if (round.status !== 'open') throw new AppError('ROUND_CLOSED', 409);
    try {
      return await walletOf(round.playerId).debit(round.vendorCode, {
        playerId: round.playerId,
        transactionId: `${round.roundId}:debit:${step}`,
        roundId: round.roundId,
        gameCode: round.gameCode,
        amount: fromMinor(amountMinor),
      });
    } catch (error) {
      throw walletError(error);
    }
  }

  /**
   * place() for a round keyed by the player's request: when the same round id was placed first (the
   * request sent twice at once to two processes), answers that round instead, to be replayed.
   * Errors: those of place().
   */
  async function placeOnce(
    input: PlaceRound & { roundId: string },
  ): Promise<{ round: HouseRoundRow; placedNow: boolean }> {
    try {
      return { round: (await place(input)).round, placedNow: true };
    } catch (error) {
      const first = isUniqueViolation(error) ? await repository.findRound(input.roundId) : undefined;
      if (!first) throw error;
      return { round: first, placedNow: false };
    }
  }

  /**
   * Pays a debited round its payout (0 for a loss, which still closes it on the platform). Answers
   * the balance after it, or undefined when the wallet could not be reached: the round keeps its
   * payout and the recovery job credits it again.
   */
  async function settle(
    round: HouseRoundRow,
    payoutMinor: bigint,
    detail?: Record<string, unknown>,
  ): Promise<string | undefined> {
    if (round.payoutMinor === null || detail) {
      await repository.setPayout(round.id, payoutMinor, detail ?? round.detail);
    }
    try {
      const { balance } = await walletOf(round.playerId).credit(round.vendorCode, {
        playerId: round.playerId,
        transactionId: `${round.roundId}:credit`,
        roundId: round.roundId,
        gameCode: round.gameCode,
        amount: fromMinor(payoutMinor),
      });
      await repository.moveRound(round.id, 'open', 'settled', { settledAt: now() });
      return balance;
    } catch (error) {
      if (error instanceof WalletRefusedError) {
        // The platform closed the round without this credit (it was rolled back): it is over.
        deps.log?.warn({ roundId: round.roundId, code: error.code }, 'house credit refused');
        await repository.moveRound(round.id, 'open', 'cancelled', { settledAt: now() });
        return undefined;
      }
      deps.log?.warn({ roundId: round.roundId, err: error }, 'house credit failed; will retry');
      return undefined;
    }
  }

  /**
   * The recovery pass (a scheduled job): rolls back debits whose answer was lost and sends again the
   * credits that failed. Both calls reuse the round's transaction ids, so repeating them is harmless.
   */
  async function recover(): Promise<{ rolledBack: number; credited: number }> {
    const at = now().getTime();
    let rolledBack = 0;
    for (const round of await repository.stalePendingRounds(new Date(at - PENDING_ROLLBACK_AFTER_MS))) {
      try {
        await walletOf(round.playerId).rollback(round.vendorCode, {
          playerId: round.playerId,
          transactionId: `${round.roundId}:rollback`,
          referenceTransactionId: `${round.roundId}:debit`,
          roundId: round.roundId,
        });
        if (await repository.moveRound(round.id, 'pending', 'cancelled', { settledAt: now() }))
          rolledBack += 1;
      } catch (error) {
        deps.log?.warn({ roundId: round.roundId, err: error }, 'house rollback failed; will retry');
      }
    }
    let credited = 0;
    for (const round of await repository.unpaidRounds(new Date(at - CREDIT_RETRY_AFTER_MS))) {
      if ((await settle(round, round.payoutMinor!)) !== undefined) credited += 1;
    }
    return { rolledBack, credited };
  }

  async function rounds(session: HouseSessionRow, pageNo: number, pageSize: number) {
    const { rows, total } = await repository.listRounds(
      session.playerId,
      session.vendorCode,
      pageNo,
      pageSize,
    );
    return {
      list: rows.map(roundItem),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  /** A round's provably fair record. Errors: ROUND_NOT_FOUND 404. */
  async function fairness(roundId: string): Promise<HouseFairnessValue> {
    const round = await repository.findRound(roundId);
    const studio = round && findStudio(round.vendorCode);
    if (!round || !studio) throw new AppError('ROUND_NOT_FOUND', 404);
    const seedsOfRound = await seedsOf(round, studio.kind);
    if (!seedsOfRound) throw new AppError('ROUND_NOT_FOUND', 404);
    const item = roundItem(round);
    return {
      roundId: item.roundId,
      kind: studio.kind,
      vendorCode: item.vendorCode,
      gameCode: item.gameCode,
      stake: item.stake,
      payout: item.payout,
      status: item.status,
      placedAt: item.createdAt,
      settledAt: item.settledAt,
      detail: item.detail,
      ...seedsOfRound,
    };
  }

  async function seedsOf(round: HouseRoundRow, kind: HouseGameKind): Promise<RoundSeeds | undefined> {
    if (round.seedId !== null && round.nonce !== null) {
      const seed = await repository.findSeed(round.seedId);
      if (!seed) return undefined;
      return {
        serverSeedHash: seed.serverSeedHash,
        serverSeed: seed.revealedAt ? seed.serverSeed : null,
        clientSeed: seed.clientSeed,
        nonce: round.nonce,
      };
    }
    return moduleOf(kind)?.seedsOfRound?.(round);
  }

  /** Recomputes an outcome from seeds anyone can hold. Errors: GAME_NOT_FOUND 404. */
  function verify(request: HouseVerifyRequest): HouseVerifyValue {
    const outcome = moduleOf(request.kind)?.verify(
      request.gameCode,
      request.serverSeed,
      request.clientSeed,
      request.nonce,
    );
    if (!outcome) throw new AppError('GAME_NOT_FOUND', 404);
    return { serverSeedHash: serverSeedHash(request.serverSeed), outcome };
  }

  async function setting<T>(name: string, fallback: T): Promise<T> {
    return ((await repository.findSetting(name)) as T | undefined) ?? fallback;
  }

  /**
   * Forgets free play older than two days before `at`: the demo wallets (with their moves), and the
   * demo players' rounds, bets, sessions and seeds. Answers how many wallets went.
   */
  async function purgeDemo(at: Date = now()): Promise<number> {
    const before = new Date(at.getTime() - DEMO_KEPT_MS);
    await repository.purgeDemoPlayers(before);
    return deps.demoWallet.purge(before);
  }

  return {
    launch,
    launchDemo,
    purgeDemo,
    openSession,
    sessionOf,
    balanceOf,
    seeds,
    rotateSeeds,
    takeNonce,
    place,
    placeOnce,
    raise,
    settle,
    recover,
    rounds,
    fairness,
    verify,
    setting,
    saveSetting: repository.saveSetting,
    latestRoundAt: repository.latestRoundAt,
    findRound: repository.findRound,
  };
}

export function roundItem(round: HouseRoundRow): HouseRoundItem {
  return {
    roundId: round.roundId,
    vendorCode: round.vendorCode,
    gameCode: round.gameCode,
    stake: fromMinor(round.stakeMinor),
    payout: round.payoutMinor === null ? null : fromMinor(round.payoutMinor),
    status: round.status,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
    detail: (round.detail ?? {}) as Record<string, unknown>,
  };
}

/** A wallet refusal as the player's error; anything else means the outcome is not known yet. */
export function walletError(error: unknown): AppError {
  if (error instanceof WalletRefusedError) {
    const known = ['INSUFFICIENT_FUNDS', 'LOSS_LIMIT_EXCEEDED', 'ROUND_CLOSED', 'PLAYER_NOT_FOUND'] as const;
    const code = (known as readonly string[]).includes(error.code)
      ? (error.code as (typeof known)[number])
      : 'FORBIDDEN';
    return new AppError(code, error.status === 404 ? 404 : 409, {
      value: error.balance === undefined ? undefined : { balance: error.balance },
    });
  }
  return new AppError('WALLET_UNAVAILABLE', 503);
}

async function callWallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw walletError(error);
  }
}

export { toMinor };
