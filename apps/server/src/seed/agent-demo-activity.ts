// The demo tree's three weeks of activity, planned in memory (no I/O): for every member a day-by-day
// script of sessions (deposit when short, rounds in one category, a withdrawal after a good run),
// with the rounds, payments, VIP upgrades and ledger movements the real features would have written.
// Deterministic: every account draws from its own seeded generator, and the script is laid out in
// "script seconds" (days before the seed's site day, second of that day) that are mapped onto the
// clock only at the end, so the same accounts play the same amounts whenever the seed runs; only
// today's part is squeezed into the hours that have passed (every timestamp stays before the seed).
import { toMinor } from '@playdeck/contract/money';
import { PAYMENT_SETTING_DEFAULTS } from '../features/payments/settings';
import { SITE_SETTING_DEFAULTS } from '../features/site/site.service';
import { jackpotShareOf } from '../features/vendors/jackpot-share';
import { ledgerKeyOf, shardKeyOf } from '../features/vendors/vendors.service';
import { houseCatalogue } from '../vendors/house/catalogue';
import { HOUSE_STUDIOS } from '../vendors/house/studios';
import { LOTTERY_GAMES } from '../vendors/house/lottery/games';
import { DEMO_VIP_LADDER } from './vip-demo';
import { DEMO_GATEWAY_MAX_MINOR } from './payments-demo';
import {
  AGENT_DEMO_AGENT_MONEY,
  type DemoCategory,
  type DemoMember,
  type PlayerProfile,
} from './agent-demo-people';

export const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1_000;
const MINUTE = 60;
const HOUR = 3_600;
/** The whole script spans this many site days before today (and today). */
export const SCRIPT_DAYS = 24;
/** Today's events end this long before the seed time. */
const TODAY_MARGIN_MS = 3 * 60_000;
/** The operator's default play money of a trial account (site setting trialPlayBalance). */
const TRIAL_PLAY_BALANCE_MINOR = Number(toMinor(SITE_SETTING_DEFAULTS.trialPlayBalance));
/** The default withdrawal limits, and the minutes after which a paid withdrawal counts as received. */
const WITHDRAWAL_MIN_MINOR = Number(PAYMENT_SETTING_DEFAULTS.withdrawalMinMinor);
const WITHDRAWAL_MAX_MINOR = Number(PAYMENT_SETTING_DEFAULTS.withdrawalMaxMinor);
const WITHDRAWAL_CONFIRM_MINUTES = PAYMENT_SETTING_DEFAULTS.withdrawalConfirmMinutes;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and the site clock.

export type Random = ReturnType<typeof createRandom>;

/** mulberry32: small, fast and good enough for demo data; the same seed gives the same sequence. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries.at(-1)![0];
    },
    hex(length: number): string {
      let text = '';
      while (text.length < length) text += Math.floor(next() * 16).toString(16);
      return text;
    },
    digits(length: number): string {
      let text = String(int(1, 9));
      while (text.length < length) text += String(int(0, 9));
      return text;
    },
  };
}

/** A stable 32-bit seed from a name (FNV-1a), so each account's draws do not depend on the others. */
export function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A version-4 UUID drawn from the generator (the house studios' round ids carry one). */
function uuidOf(random: Random): string {
  const hex = random.hex(32).split('');
  hex[12] = '4';
  hex[16] = '89ab'[parseInt(hex[16]!, 16) % 4]!;
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/**
 * Script time: seconds from the start of the site day SCRIPT_DAYS before today. The clock maps it to
 * real time: earlier days as they are, today scaled into the part of it that has passed.
 */
export function scriptTime(daysAgo: number, secondOfDay: number): number {
  return (SCRIPT_DAYS - daysAgo) * DAY_SECONDS + secondOfDay;
}

export type SiteClock = ReturnType<typeof createSiteClock>;

export function createSiteClock(now: Date, timeZoneOffsetMinutes: number) {
  const nowMs = now.getTime();
  const offsetMs = timeZoneOffsetMinutes * 60_000;
  /** The start of today in the site time zone, as a UTC instant. */
  const todayStartMs = Math.floor((nowMs + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  const todayScale = Math.max(0, nowMs - TODAY_MARGIN_MS - todayStartMs) / DAY_MS;
  const todayStart = scriptTime(0, 0);
  return {
    nowMs,
    todayStartMs,
    /** The real instant (ms) of a script time; never after the seed time. */
    at(time: number): number {
      if (time < todayStart) return todayStartMs - (todayStart - time) * 1_000;
      const intoToday = Math.min(time - todayStart, DAY_SECONDS);
      return todayStartMs + Math.round(intoToday * 1_000 * todayScale);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What the plan is made of.

export type LedgerRef = {
  kind:
    | 'member_wallet'
    | 'house'
    | 'jackpot'
    | 'payment_clearing'
    | 'withdrawal_hold'
    | 'bonus'
    | 'trial_funding';
  ownerAccountId: number | null;
  vendorCode: string;
};

export const refKey = (ref: LedgerRef) => `${ref.kind}|${ref.ownerAccountId ?? 0}|${ref.vendorCode}`;
const walletOf = (accountId: number): LedgerRef => ({
  kind: 'member_wallet',
  ownerAccountId: accountId,
  vendorCode: '',
});
const system = (kind: LedgerRef['kind'], vendorCode = ''): LedgerRef => ({
  kind,
  ownerAccountId: null,
  vendorCode,
});
/** A house vendor's account shard for a player, as vendors.service picks it. */
const shardOf = (kind: 'house' | 'jackpot', vendorCode: string, playerId: number) =>
  system(kind, shardKeyOf(vendorCode, playerId));

/**
 * One ledger transaction (or, without postings, a look at a wallet's balance at that moment: a 0.00
 * credit moves nothing but its vendor record keeps the balance). Its key and metadata are described
 * once the rows' ids are known; `id` and the balances are filled when the plan is written.
 */
export type PlannedMovement = {
  time: number;
  /** Creation order: ties in time keep it. */
  seq: number;
  kind: string;
  postings: { ref: LedgerRef; amountMinor: number }[];
  describe: () => { idempotencyKey: string; metadata: Record<string, unknown> };
  /** The SQL-made request hash of a vendor rollback (ledger_apply's caller computes it). */
  rollbackHashOf?: (accountIds: readonly number[], amounts: readonly number[]) => string;
  /** The wallet whose balance after the movement the plan needs (the member's). */
  observe: LedgerRef;
  id?: number;
  observedBalance?: number;
};

export type PlannedRound = {
  id?: number;
  vendorCode: string;
  roundId: string;
  memberAccountId: number;
  gameCode: string;
  category: DemoCategory;
  /** As the round row keeps it: a cancelled round's stake and valid bet went back to 0. */
  stakeMinor: number;
  validBetMinor: number;
  payoutMinor: number;
  status: 'settled' | 'cancelled' | 'open';
  /** The stake debited (also for a cancelled round, whose debit was rolled back). */
  debitedMinor: number;
  placed: PlannedMovement;
  /** The credit (a look at the balance for 0.00), or the rollback of a void round. */
  closed?: PlannedMovement;
};

export type PlannedDeposit = {
  id?: number;
  accountId: number;
  channel: 'bank_transfer' | 'gateway';
  amountMinor: number;
  status: 'pending' | 'credited' | 'failed';
  reference: string;
  createdAt: number;
  decidedAt?: number;
  decidedByOperator: boolean;
  reason?: string;
  gatewayTransactionId?: string;
  credit?: PlannedMovement;
};

export type PlannedBankAccount = {
  id?: number;
  accountId: number;
  bankName: string;
  accountNumber: string;
  holderName: string;
  createdAt: number;
};

export type PlannedWithdrawal = {
  id?: number;
  accountId: number;
  bank: PlannedBankAccount;
  amountMinor: number;
  status: 'pending' | 'paid' | 'received' | 'rejected';
  createdAt: number;
  decidedAt?: number;
  paidAt?: number;
  receivedAt?: number;
  confirmedByMember?: boolean;
  reason?: string;
  hold: PlannedMovement;
  settled?: PlannedMovement;
};

export type PlannedVipUpgrade = {
  accountId: number;
  level: number;
  bonusMinor: number;
  reachedAt: number;
  payment: PlannedMovement;
};

/** A tree account as the planner needs it (ids are reserved before planning). */
export type PlannedAccount = {
  id: number;
  username: string;
  /** Script time of its registration. */
  registeredAt: number;
  /** The top agent's market, for bank names. */
  market: Market;
  /** The name on its bank account, for an agent's own withdrawals. */
  holderName?: string;
};

export type Market = 'VN' | 'TH' | 'MY' | 'PH' | 'ID';

export type ActivityPlan = {
  movements: PlannedMovement[];
  rounds: PlannedRound[];
  deposits: PlannedDeposit[];
  withdrawals: PlannedWithdrawal[];
  bankAccounts: PlannedBankAccount[];
  vipUpgrades: PlannedVipUpgrade[];
  /** Script time of each account's last sign-in, and how many sign-ins it made. */
  logins: Map<number, { at: number; count: number }>;
};

// ---------------------------------------------------------------------------------------------
// The games and how they pay.

type GameChoice = {
  vendorCode: string;
  gameCode: string;
  drawIntervalSeconds?: number;
  closeBefore?: number;
};

const CATEGORY_ORDER: readonly DemoCategory[] = ['RNG', 'LIVE', 'LOTT', 'ELOTT'];

function gamesByCategory(): Map<DemoCategory, GameChoice[]> {
  const categoryOf = new Map(HOUSE_STUDIOS.map((studio) => [studio.code, studio.gameType]));
  const lottery = new Map(LOTTERY_GAMES.map((game) => [game.gameCode, game]));
  const games = new Map<DemoCategory, GameChoice[]>(CATEGORY_ORDER.map((category) => [category, []]));
  for (const row of houseCatalogue()) {
    // The demo's history plays the categories its people have a taste for; other studios (cockfight,
    // say) start with no history.
    const category = CATEGORY_ORDER.find((demo) => demo === categoryOf.get(row.vendorCode));
    if (!category) continue;
    const draw = lottery.get(row.gameCode);
    games.get(category)!.push({
      vendorCode: row.vendorCode,
      gameCode: row.gameCode,
      drawIntervalSeconds: draw?.drawIntervalSeconds,
      closeBefore: draw?.closeBeforeDrawSeconds,
    });
  }
  return games;
}

/**
 * A deck of outcomes in exact proportions, shuffled, dealt one at a time and shuffled again when
 * empty: each account's results stay near its games' return, yet come in a random order. Drawn
 * independently, forty players and a few whales would swing the house's three-week result either
 * way (a third of the draws left the house losing); the demo's house edge must be a few percent.
 */
function createDeck<T>(random: Random, cards: readonly (readonly [T, number])[]) {
  let stack: T[] = [];
  return {
    deal(): T {
      if (stack.length === 0) {
        stack = cards.flatMap(([value, count]) => Array.from({ length: count }, () => value));
        for (let index = stack.length - 1; index > 0; index -= 1) {
          const other = Math.floor(random.next() * (index + 1));
          [stack[index], stack[other]] = [stack[other]!, stack[index]!];
        }
      }
      return stack.pop()!;
    },
    /** The next deal opens a new deck. */
    fresh: () => stack.length === 0,
  };
}

/** Slot multipliers per 250 spins: a return of 94.2 %, with one 25× and one 50× win in each 250. */
const SLOT_REEL: readonly (readonly [number, number])[] = [
  [0, 152],
  [0.5, 22],
  [1, 28],
  [1.5, 15],
  [2, 16],
  [3, 9],
  [5, 4],
  [10, 2],
  [25, 1],
  [50, 1],
];
/**
 * Baccarat hands per 40 for the side bet on: won, lost, or a tie that returns the stake (player pays
 * 2×, banker 1.95×: a return of 97.5 % and 95.3 %).
 */
const BACCARAT_SHOE: readonly (readonly ['win' | 'lose' | 'tie', number])[] = [
  ['win', 18],
  ['lose', 19],
  ['tie', 3],
];
/** Lottery tickets: big/small pays 1.98× on 12 of 25 (95 %), two digits 95× on 1 of 100 (95 %), three digits 900× on 1 of 1,000 (90 %). */
const SIZE_TICKETS: readonly (readonly [boolean, number])[] = [
  [true, 12],
  [false, 13],
];
const TWO_DIGIT_TICKETS: readonly (readonly [boolean, number])[] = [
  [true, 1],
  [false, 99],
];
const THREE_DIGIT_TICKETS: readonly (readonly [boolean, number])[] = [
  [true, 1],
  [false, 999],
];

/**
 * An account's decks (its own luck), dealt from its own generator, and the stake it plays each slot
 * reel and baccarat shoe at: the stake changes between decks, so every whole deck returns exactly
 * its game's share of what was staked on it.
 */
function createLuck(random: Random) {
  const slot = createDeck(random, SLOT_REEL);
  const shoe = createDeck(random, BACCARAT_SHOE);
  const size = createDeck(random, SIZE_TICKETS);
  const twoDigits = createDeck(random, TWO_DIGIT_TICKETS);
  const threeDigits = createDeck(random, THREE_DIGIT_TICKETS);
  const units = new Map<DemoCategory, number>();
  return {
    /** The stake of the next round: for slots and baccarat, the deck's; otherwise as the player likes. */
    stake(category: DemoCategory, stakes: readonly number[], current: number | undefined): number {
      const deck = category === 'RNG' ? slot : category === 'LIVE' ? shoe : undefined;
      if (!deck) return current === undefined || random.chance(0.05) ? random.pick(stakes) : current;
      const unit = units.get(category);
      if (unit === undefined || deck.fresh() || !stakes.includes(unit))
        units.set(category, random.pick(stakes));
      return units.get(category)!;
    },
    /** A spin's payout. */
    slot: (stake: number) => Math.round(stake * slot.deal()),
    /** A hand on player (pays 2×) or banker (1.95×). */
    baccarat(stake: number): number {
      const result = shoe.deal();
      if (result === 'tie') return stake;
      if (result === 'lose') return 0;
      return random.chance(0.45) ? stake * 2 : Math.round(stake * 1.95);
    },
    /** A ticket: big/small, or a number at a smaller stake (the studio's limits for long odds). */
    lottery(stake: number): { stake: number; payout: number } {
      const bet = random.weighted([
        ['size', 60],
        ['two', 32],
        ['three', 8],
      ] as const);
      if (bet === 'size') return { stake, payout: size.deal() ? Math.round(stake * 1.98) : 0 };
      if (bet === 'two') {
        const capped = Math.min(stake, 5_000);
        return { stake: capped, payout: twoDigits.deal() ? capped * 95 : 0 };
      }
      const capped = Math.min(stake, 500);
      return { stake: capped, payout: threeDigits.deal() ? capped * 900 : 0 };
    },
  };
}
type Luck = ReturnType<typeof createLuck>;

// ---------------------------------------------------------------------------------------------
// How each kind of member plays.

type ProfileRules = {
  /** Chance of playing on a day after the registration day. */
  playChance: number;
  sessionsMax: number;
  depositMinor: readonly [number, number];
  depositStep: number;
  /** Cash out some of the balance above this after a session. */
  withdrawAbove: number;
  /** Stake options per category (minor units). */
  stakes: Record<DemoCategory, readonly number[]>;
  rounds: Record<DemoCategory, readonly [number, number]>;
  /** The live table it sits at. */
  table: string;
};

const ROUNDS: Record<DemoCategory, readonly [number, number]> = {
  RNG: [20, 60],
  LIVE: [6, 20],
  LOTT: [2, 8],
  ELOTT: [2, 6],
};

const PROFILES: Record<Exclude<PlayerProfile, 'idle'>, ProfileRules> = {
  whale: {
    playChance: 0.55,
    sessionsMax: 2,
    depositMinor: [500_000, 3_000_000],
    depositStep: 50_000,
    withdrawAbove: 1_000_000,
    stakes: {
      RNG: [2_000, 5_000, 10_000],
      LIVE: [20_000, 50_000, 100_000],
      LOTT: [10_000, 20_000, 50_000],
      ELOTT: [10_000, 20_000, 50_000],
    },
    rounds: { RNG: [30, 80], LIVE: [10, 25], LOTT: [3, 10], ELOTT: [3, 8] },
    table: 'BAC02',
  },
  regular: {
    playChance: 0.45,
    sessionsMax: 2,
    depositMinor: [30_000, 300_000],
    depositStep: 5_000,
    withdrawAbove: 120_000,
    stakes: {
      RNG: [100, 200, 500, 1_000],
      LIVE: [2_000, 5_000, 10_000, 20_000],
      LOTT: [1_000, 2_000, 5_000],
      ELOTT: [1_000, 2_000, 5_000],
    },
    rounds: ROUNDS,
    table: 'BAC03',
  },
  casual: {
    playChance: 0.28,
    sessionsMax: 1,
    depositMinor: [10_000, 50_000],
    depositStep: 5_000,
    withdrawAbove: 40_000,
    stakes: {
      RNG: [20, 50, 100, 200],
      LIVE: [500, 1_000, 2_000],
      LOTT: [100, 200, 500, 1_000],
      ELOTT: [100, 200, 500],
    },
    rounds: ROUNDS,
    table: 'BAC01',
  },
  tryout: {
    playChance: 0,
    sessionsMax: 1,
    depositMinor: [10_000, 20_000],
    depositStep: 5_000,
    withdrawAbove: 1_000_000,
    stakes: { RNG: [20, 50, 100], LIVE: [500, 1_000], LOTT: [100, 200], ELOTT: [100, 200] },
    rounds: { RNG: [15, 30], LIVE: [5, 10], LOTT: [2, 4], ELOTT: [2, 4] },
    table: 'BAC01',
  },
};

const BANKS: Record<Market, readonly string[]> = {
  VN: ['Vietcombank', 'Techcombank', 'BIDV', 'ACB', 'MB Bank', 'VPBank'],
  TH: ['Kasikornbank', 'Siam Commercial Bank', 'Bangkok Bank'],
  MY: ['Maybank', 'CIMB Bank', 'Public Bank'],
  PH: ['BDO Unibank', 'BPI', 'Metrobank'],
  ID: ['Bank Central Asia', 'Bank Mandiri', 'Bank Rakyat Indonesia'],
};

/** When a player's day at the tables starts (site time): most come in the evening. */
const START_HOURS: readonly (readonly [number, number])[] = [
  [9, 1],
  [11, 1],
  [13, 2],
  [15, 1],
  [17, 2],
  [19, 4],
  [20, 4],
];
/** Table rounds (30 s each) from one hand of a player to the next. */
const LIVE_ROUNDS_BETWEEN_HANDS: readonly (readonly [number, number])[] = [
  [1, 50],
  [2, 30],
  [3, 12],
  [6, 8],
];
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DEPOSIT_DECLINED_BY_BANK = 'Transfer not received: no matching bank credit';
const GATEWAY_DECLINED = 'the payment gateway declined the payment';
const WITHDRAWAL_REJECTED = 'Account holder name does not match the bank record';
/** Bank transfers the operator has not looked at yet, at most; and withdrawals waiting for approval. */
const PENDING_DEPOSITS_MAX = 4;
const PENDING_WITHDRAWALS_MAX = 3;

// ---------------------------------------------------------------------------------------------
// The planner.

export function planActivity(input: {
  members: readonly (PlannedAccount & { member: DemoMember })[];
  trials: readonly PlannedAccount[];
  agents: ReadonlyMap<string, PlannedAccount>;
}): ActivityPlan {
  const games = gamesByCategory();
  const plan: ActivityPlan = {
    movements: [],
    rounds: [],
    deposits: [],
    withdrawals: [],
    bankAccounts: [],
    vipUpgrades: [],
    logins: new Map(),
  };
  let seq = 0;
  const references = new Set<string>();
  const finalBalances = new Map<number, { wallet: Wallet; random: Random; luck: Luck }>();
  const counters = { pendingDeposits: 0, pendingWithdrawals: 0, decidedWithdrawals: 0 };

  function move(
    time: number,
    kind: string,
    observe: LedgerRef,
    postings: PlannedMovement['postings'],
    describe: PlannedMovement['describe'],
  ): PlannedMovement {
    const movement: PlannedMovement = { time, seq: seq++, kind, postings, describe, observe };
    plan.movements.push(movement);
    return movement;
  }

  function newReference(random: Random): string {
    for (;;) {
      let text = 'PD';
      for (let index = 0; index < 8; index += 1) text += random.pick(REFERENCE_ALPHABET.split(''));
      if (!references.has(text)) {
        references.add(text);
        return text;
      }
    }
  }

  /** One account's wallet as the planner sees it: money that has arrived by a script time. */
  function createWallet(accountId: number) {
    let balance = 0;
    const due: { time: number; amount: number }[] = [];
    return {
      ref: walletOf(accountId),
      /** The balance at `time`, counting every credit due by then. */
      at(time: number): number {
        for (let index = due.length - 1; index >= 0; index -= 1) {
          if (due[index]!.time <= time) {
            balance += due[index]!.amount;
            due.splice(index, 1);
          }
        }
        return balance;
      },
      take(amount: number) {
        balance -= amount;
        if (balance < 0) throw new Error(`demo plan overdraws account ${accountId}`);
      },
      credit(time: number, amount: number) {
        due.push({ time, amount });
      },
      /** Every credit counted (the end of the script). */
      final(): number {
        return this.at(Number.MAX_SAFE_INTEGER);
      },
    };
  }
  type Wallet = ReturnType<typeof createWallet>;

  function bankAccountOf(
    account: PlannedAccount,
    holderName: string,
    random: Random,
    time: number,
  ): PlannedBankAccount {
    const existing = plan.bankAccounts.find((bank) => bank.accountId === account.id);
    if (existing) return existing;
    const bank: PlannedBankAccount = {
      accountId: account.id,
      bankName: random.pick(BANKS[account.market]),
      accountNumber: random.digits(random.int(10, 13)),
      holderName,
      createdAt: time - random.int(2, 10) * MINUTE,
    };
    plan.bankAccounts.push(bank);
    return bank;
  }

  /** A deposit request; credited ones arrive in the wallet when the operator or gateway says so. */
  function deposit(
    account: PlannedAccount,
    wallet: Wallet,
    random: Random,
    time: number,
    amountMinor: number,
    outcome: 'credited' | 'failed' | 'pending',
    forceChannel?: PlannedDeposit['channel'],
  ): PlannedDeposit {
    const channel: PlannedDeposit['channel'] =
      forceChannel ??
      (amountMinor > DEMO_GATEWAY_MAX_MINOR || random.chance(0.55) ? 'bank_transfer' : 'gateway');
    const decidedAt =
      outcome === 'pending'
        ? undefined
        : time + (channel === 'gateway' ? random.int(40, 150) : random.int(4 * MINUTE, 25 * MINUTE));
    const row: PlannedDeposit = {
      accountId: account.id,
      channel,
      amountMinor,
      status: outcome,
      reference: newReference(random),
      createdAt: time,
      decidedAt,
      decidedByOperator: channel === 'bank_transfer' && outcome !== 'pending',
      reason:
        outcome === 'failed'
          ? channel === 'gateway'
            ? GATEWAY_DECLINED
            : DEPOSIT_DECLINED_BY_BANK
          : undefined,
      gatewayTransactionId:
        channel === 'gateway' && outcome !== 'pending' ? `SBX${random.hex(16).toUpperCase()}` : undefined,
    };
    if (outcome === 'credited') {
      row.credit = move(
        decidedAt!,
        'deposit',
        wallet.ref,
        [
          { ref: system('payment_clearing'), amountMinor: -amountMinor },
          { ref: wallet.ref, amountMinor },
        ],
        () => ({
          idempotencyKey: `deposit:${row.id}:credit`,
          metadata: { depositId: row.id, reference: row.reference },
        }),
      );
      wallet.credit(decidedAt!, amountMinor);
    }
    plan.deposits.push(row);
    return row;
  }

  /** A withdrawal request: the amount is held at once, then paid out or returned. */
  function withdraw(
    account: PlannedAccount,
    holderName: string,
    wallet: Wallet,
    random: Random,
    time: number,
    amountMinor: number,
    daysAgo: number,
    forcePending = false,
  ): void {
    const bank = bankAccountOf(account, holderName, random, time);
    wallet.take(amountMinor);
    const row: PlannedWithdrawal = {
      accountId: account.id,
      bank,
      amountMinor,
      status: 'pending',
      createdAt: time,
      hold: move(
        time,
        'withdrawal_hold',
        wallet.ref,
        [
          { ref: wallet.ref, amountMinor: -amountMinor },
          { ref: system('withdrawal_hold'), amountMinor },
        ],
        () => ({ idempotencyKey: `withdrawal:${row.id}:hold`, metadata: { withdrawalId: row.id } }),
      ),
    };
    plan.withdrawals.push(row);
    const pending =
      forcePending ||
      (daysAgo <= 1 && counters.pendingWithdrawals < PENDING_WITHDRAWALS_MAX && random.chance(0.6));
    if (pending) {
      counters.pendingWithdrawals += 1;
      return;
    }
    const decidedAt = time + random.int(12 * MINUTE, 55 * MINUTE);
    row.decidedAt = decidedAt;
    counters.decidedWithdrawals += 1;
    // About one in twelve is turned down (the holder name does not match): the money comes back.
    if (counters.decidedWithdrawals % 12 === 5) {
      row.status = 'rejected';
      row.reason = WITHDRAWAL_REJECTED;
      row.settled = move(
        decidedAt,
        'withdrawal_refund',
        wallet.ref,
        [
          { ref: system('withdrawal_hold'), amountMinor: -amountMinor },
          { ref: wallet.ref, amountMinor },
        ],
        () => ({ idempotencyKey: `withdrawal:${row.id}:refund`, metadata: { withdrawalId: row.id } }),
      );
      wallet.credit(decidedAt, amountMinor);
      return;
    }
    row.status = 'paid';
    row.paidAt = decidedAt;
    row.settled = move(
      decidedAt,
      'withdrawal_payout',
      wallet.ref,
      [
        { ref: system('withdrawal_hold'), amountMinor: -amountMinor },
        { ref: system('payment_clearing'), amountMinor },
      ],
      () => ({ idempotencyKey: `withdrawal:${row.id}:payout`, metadata: { withdrawalId: row.id } }),
    );
    // Received: confirmed by the member a little later, or counted so when the window ran out
    // (whether that moment has come is decided against the clock when the rows are written).
    row.confirmedByMember = random.chance(0.7);
    row.receivedAt =
      decidedAt + (row.confirmedByMember ? random.int(4, 25) : WITHDRAWAL_CONFIRM_MINUTES) * MINUTE;
  }

  /** One round: the stake leaves the wallet, the payout (or the stake of a void round) comes back. */
  function playRound(
    account: PlannedAccount,
    wallet: Wallet,
    random: Random,
    luck: Luck,
    category: DemoCategory,
    game: GameChoice,
    time: number,
    stakeMinor: number,
    options: { open?: boolean } = {},
  ): PlannedRound {
    let stake = stakeMinor;
    let payout = 0;
    let settleAfter = 1;
    let voidChance = 0.004;
    let roundId = `${game.vendorCode}-${uuidOf(random)}`;
    if (category === 'RNG') {
      payout = luck.slot(stake);
    } else if (category === 'LIVE') {
      payout = luck.baccarat(stake);
      settleAfter = random.int(12, 18);
      voidChance = 0.015;
      roundId = `${game.gameCode}-${Math.floor(time / 30)}-${uuidOf(random)}`;
    } else {
      const ticket = luck.lottery(stake);
      stake = ticket.stake;
      payout = ticket.payout;
      const interval = game.drawIntervalSeconds ?? 60;
      settleAfter = Math.ceil((time + (game.closeBefore ?? 5) + 1) / interval) * interval + 2 - time;
      voidChance = 0.01;
    }
    const share = Number(jackpotShareOf(BigInt(stake)));
    const house = shardOf('house', game.vendorCode, account.id);
    const metadata = { vendorCode: game.vendorCode, roundId, gameCode: game.gameCode };
    wallet.take(stake);
    const placed = move(
      time,
      'vendor_debit',
      wallet.ref,
      [
        { ref: wallet.ref, amountMinor: -stake },
        { ref: house, amountMinor: stake - share },
        ...(share > 0 ? [{ ref: shardOf('jackpot', game.vendorCode, account.id), amountMinor: share }] : []),
      ],
      () => ({ idempotencyKey: ledgerKeyOf(game.vendorCode, `${roundId}:debit`), metadata }),
    );
    const round: PlannedRound = {
      vendorCode: game.vendorCode,
      roundId,
      memberAccountId: account.id,
      gameCode: game.gameCode,
      category,
      stakeMinor: stake,
      validBetMinor: stake,
      payoutMinor: 0,
      status: 'open',
      debitedMinor: stake,
      placed,
    };
    plan.rounds.push(round);
    if (options.open) return round;
    if (random.chance(voidChance)) {
      // The vendor voids it (a cancelled hand, a cancelled draw): the stake comes back by a rollback
      // and the round keeps nothing (vendor_rollback's update), so it never counts.
      const at = time + settleAfter + random.int(30, 90);
      round.status = 'cancelled';
      round.stakeMinor = 0;
      round.validBetMinor = 0;
      round.closed = move(
        at,
        'vendor_rollback',
        wallet.ref,
        [
          { ref: wallet.ref, amountMinor: stake },
          { ref: house, amountMinor: -stake },
        ],
        () => ({
          idempotencyKey: ledgerKeyOf(game.vendorCode, `${roundId}:rollback`),
          metadata: {
            vendorCode: game.vendorCode,
            referenceTransactionId: `${roundId}:debit`,
            roundId,
            reversesLedgerTransactionId: placed.id,
          },
        }),
      );
      round.closed.rollbackHashOf = (accountIds, amounts) =>
        `vendor_rollback:{${accountIds.join(',')}}:{${amounts.join(',')}}`;
      wallet.credit(at, stake);
      return round;
    }
    round.status = 'settled';
    round.payoutMinor = payout;
    round.closed = move(
      time + settleAfter,
      payout > 0 ? 'vendor_credit' : '',
      wallet.ref,
      payout > 0
        ? [
            { ref: wallet.ref, amountMinor: payout },
            { ref: house, amountMinor: -payout },
          ]
        : [],
      () => ({ idempotencyKey: ledgerKeyOf(game.vendorCode, `${roundId}:credit`), metadata }),
    );
    if (payout > 0) wallet.credit(time + settleAfter, payout);
    return round;
  }

  /** Records and pays every VIP level the member's lifetime totals reach (vip.service's rule). */
  function vipCheck(account: PlannedAccount, wallet: Wallet, totals: VipTotals, time: number) {
    for (const level of DEMO_VIP_LADDER) {
      if (level.upgradeBonusMinor === 0n || totals.levels.has(level.level)) continue;
      if (totals.validBet < Number(level.minValidBetMinor) || totals.deposit < Number(level.minDepositMinor))
        continue;
      totals.levels.add(level.level);
      const bonus = Number(level.upgradeBonusMinor);
      const payment = move(
        time,
        'bonus_vip',
        wallet.ref,
        [
          { ref: system('bonus'), amountMinor: -bonus },
          { ref: wallet.ref, amountMinor: bonus },
        ],
        () => ({
          idempotencyKey: `vip:${account.id}:${level.level}`,
          metadata: { vipLevel: level.level, vipLabelName: level.name },
        }),
      );
      wallet.credit(time, bonus);
      plan.vipUpgrades.push({
        accountId: account.id,
        level: level.level,
        bonusMinor: bonus,
        reachedAt: time,
        payment,
      });
    }
  }
  type VipTotals = { validBet: number; deposit: number; levels: Set<number> };

  /** A session of one category from `start`; answers the script time after its last settlement. */
  function session(
    account: PlannedAccount,
    wallet: Wallet,
    random: Random,
    luck: Luck,
    rules: ProfileRules,
    category: DemoCategory,
    start: number,
    totals: VipTotals | undefined,
  ): number {
    const game =
      category === 'LIVE'
        ? games.get('LIVE')!.find((choice) => choice.gameCode === rules.table)!
        : random.pick(games.get(category)!);
    const stakes = rules.stakes[category];
    let stake: number | undefined;
    const [fewest, most] = rules.rounds[category];
    const count = random.int(fewest, most);
    let time = start;
    let end = start;
    for (let index = 0; index < count; index += 1) {
      stake = luck.stake(category, stakes, stake);
      const balance = wallet.at(time);
      const affordable = stake <= balance ? stake : [...stakes].reverse().find((option) => option <= balance);
      if (affordable === undefined) break;
      const round = playRound(account, wallet, random, luck, category, game, time, affordable);
      if (totals && round.status === 'settled') totals.validBet += round.validBetMinor;
      end = Math.max(end, round.closed?.time ?? time);
      // Spins a few seconds apart with a pause now and then; a hand every round of the table or a
      // few rounds later; tickets minutes apart.
      time +=
        category === 'RNG'
          ? random.chance(0.1)
            ? random.int(30, 240)
            : random.int(6, 14)
          : category === 'LIVE'
            ? 30 * random.weighted(LIVE_ROUNDS_BETWEEN_HANDS)
            : random.int(30, 300);
    }
    return end + 1;
  }

  // Members.
  for (const account of input.members) {
    const { member } = account;
    const random = createRandom(seedOf(`member:${member.username}`));
    const luck = createLuck(random);
    const wallet = createWallet(account.id);
    const registeredDay = SCRIPT_DAYS - Math.floor(account.registeredAt / DAY_SECONDS);
    let logins = 1;
    let lastLogin = account.registeredAt + random.int(1, 5) * MINUTE;
    if (member.profile === 'idle') {
      plan.logins.set(account.id, { at: lastLogin, count: logins });
      continue;
    }
    const rules = PROFILES[member.profile];
    const totals: VipTotals = { validBet: 0, deposit: 0, levels: new Set() };
    const taste = CATEGORY_ORDER.map((category, index) => [category, member.taste[index]!] as const);
    const lastTryoutDay = registeredDay - random.int(0, 2);
    for (let daysAgo = registeredDay; daysAgo >= 0; daysAgo -= 1) {
      const firstDay = daysAgo === registeredDay;
      if (member.profile === 'tryout' && daysAgo < lastTryoutDay) break;
      if (!firstDay && member.profile !== 'tryout' && !random.chance(rules.playChance)) continue;
      const sessions = firstDay || member.profile === 'tryout' ? 1 : random.int(1, rules.sessionsMax);
      const firstStart = scriptTime(
        daysAgo,
        random.weighted(START_HOURS) * HOUR + random.int(0, 59) * MINUTE,
      );
      let cursor = firstDay ? Math.max(account.registeredAt + 20 * MINUTE, firstStart) : firstStart;
      const latestStart = scriptTime(daysAgo, 21 * HOUR);
      for (let index = 0; index < sessions && cursor < latestStart; index += 1) {
        let start = Math.min(cursor + (index === 0 ? 0 : random.int(5 * MINUTE, 3 * HOUR)), latestStart);
        const category = random.weighted(taste);
        const need = Math.max(...rules.stakes[category]) * 8;
        if (wallet.at(start) < need) {
          // Short of money: deposit first (a declined attempt now and then), or sit the day out.
          if (member.profile === 'casual' && !firstDay && random.chance(0.3)) break;
          const [low, high] = rules.depositMinor;
          const amount = Math.round(random.int(low, high) / rules.depositStep) * rules.depositStep;
          if (random.chance(0.07)) {
            const failed = deposit(account, wallet, random, start, amount, 'failed');
            start = failed.decidedAt! + random.int(2, 6) * MINUTE;
          }
          const credited = deposit(account, wallet, random, start, amount, 'credited');
          totals.deposit += amount;
          vipCheck(account, wallet, totals, credited.decidedAt!);
          start = credited.decidedAt! + random.int(1, 3) * MINUTE;
        }
        logins += 1;
        lastLogin = start - random.int(1, 3) * MINUTE;
        const end = session(account, wallet, random, luck, rules, category, start, totals);
        vipCheck(account, wallet, totals, end + random.int(5, 50));
        cursor = end + random.int(10, 40) * MINUTE;
        // A good run is cashed out.
        const withdrawAt = end + random.int(6, 20) * MINUTE;
        const balance = wallet.at(withdrawAt);
        if (balance > rules.withdrawAbove && random.chance(0.7)) {
          const share = 0.5 + random.next() * 0.4;
          const amount = Math.min(Math.floor((balance * share) / 5_000) * 5_000, WITHDRAWAL_MAX_MINOR);
          if (amount >= WITHDRAWAL_MIN_MINOR) {
            withdraw(account, member.holderName, wallet, random, withdrawAt, amount, daysAgo);
            cursor = Math.max(cursor, withdrawAt + 60 * MINUTE);
          }
        }
      }
    }
    // A bank transfer announced late yesterday or today that the operator has not checked yet.
    const lastDay = SCRIPT_DAYS - Math.floor(lastLogin / DAY_SECONDS);
    if (
      lastDay <= 1 &&
      counters.pendingDeposits < PENDING_DEPOSITS_MAX &&
      member.profile !== 'tryout' &&
      random.chance(0.5)
    ) {
      const [low, high] = rules.depositMinor;
      const at = Math.min(lastLogin + random.int(30, 90) * MINUTE, scriptTime(lastDay, 23 * HOUR));
      if (at > lastLogin) {
        deposit(
          account,
          wallet,
          random,
          at,
          Math.round(random.int(low, high) / 5_000) * 5_000 || 5_000,
          'pending',
        );
        counters.pendingDeposits += 1;
      }
    }
    plan.logins.set(account.id, { at: lastLogin, count: logins });
    finalBalances.set(account.id, { wallet, random, luck });
  }

  // Trial accounts: play money from the trial-funding account, a session or two, nothing else.
  for (const account of input.trials) {
    const random = createRandom(seedOf(`trial:${account.username}`));
    const wallet = createWallet(account.id);
    move(
      account.registeredAt,
      'trial_grant',
      wallet.ref,
      [
        { ref: system('trial_funding'), amountMinor: -TRIAL_PLAY_BALANCE_MINOR },
        { ref: wallet.ref, amountMinor: TRIAL_PLAY_BALANCE_MINOR },
      ],
      () => ({ idempotencyKey: `trial-grant:${account.id}`, metadata: {} }),
    );
    wallet.credit(account.registeredAt, TRIAL_PLAY_BALANCE_MINOR);
    const luck = createLuck(random);
    let time = account.registeredAt + random.int(1, 3) * MINUTE;
    const sessions = random.int(1, 2);
    for (let index = 0; index < sessions; index += 1) {
      const category = index === 0 ? 'RNG' : 'LIVE';
      time =
        session(account, wallet, random, luck, PROFILES.casual, category, time, undefined) +
        random.int(5, 30) * MINUTE;
    }
    plan.logins.set(account.id, { at: account.registeredAt, count: 1 });
  }

  // The agents' own money: a deposit into their wallet, transfers to a direct child, withdrawals.
  const agentWallets = new Map<string, Wallet>();
  const agentWallet = (username: string) => {
    const account = input.agents.get(username)!;
    if (!agentWallets.has(username)) agentWallets.set(username, createWallet(account.id));
    return agentWallets.get(username)!;
  };
  const agentRandom = createRandom(seedOf('agents'));
  for (const event of AGENT_DEMO_AGENT_MONEY) {
    const account = input.agents.get(event.agent)!;
    const wallet = agentWallet(event.agent);
    const time = scriptTime(event.daysAgo, agentRandom.int(10 * HOUR, 18 * HOUR));
    if (event.type === 'deposit') {
      deposit(account, wallet, agentRandom, time, event.amountMinor, 'credited', 'bank_transfer');
    } else if (event.type === 'transfer') {
      const child = input.agents.get(event.child)!;
      const childWallet = agentWallet(event.child);
      wallet.at(time);
      wallet.take(event.amountMinor);
      const transferId = uuidOf(agentRandom);
      move(
        time,
        'transfer_downline',
        wallet.ref,
        [
          { ref: wallet.ref, amountMinor: -event.amountMinor },
          { ref: childWallet.ref, amountMinor: event.amountMinor },
        ],
        () => ({
          idempotencyKey: `agent-transfer:${account.id}:${transferId}`,
          metadata: { fromAccountId: account.id, toAccountId: child.id, toUsername: child.username },
        }),
      );
      childWallet.credit(time, event.amountMinor);
    } else {
      wallet.at(time);
      const holder = account.holderName ?? event.agent.toUpperCase();
      withdraw(account, holder, wallet, agentRandom, time, event.amountMinor, event.daysAgo, event.pending);
    }
  }
  // Agents look at their centre most days: a sign-in within the last two days.
  for (const account of input.agents.values()) {
    const at = scriptTime(agentRandom.int(0, 2), agentRandom.int(9 * HOUR, 21 * HOUR));
    plan.logins.set(account.id, { at, count: agentRandom.int(6, 30) });
  }

  // Two lottery tickets waiting for their draw at the seed time (open rounds), by members with money.
  const openTickets = input.members.filter(
    (account) =>
      account.member.taste[2] >= 3 && (finalBalances.get(account.id)?.wallet.final() ?? 0) >= 5_000,
  );
  for (const account of openTickets.slice(0, 2)) {
    const { wallet, random, luck } = finalBalances.get(account.id)!;
    const game = random.pick(games.get('LOTT')!);
    playRound(account, wallet, random, luck, 'LOTT', game, scriptTime(0, DAY_SECONDS) + 1, 2_000, {
      open: true,
    });
  }
  return plan;
}

/** A withdrawal's status at the seed time: a paid one whose confirmation window has passed is received. */
export function withdrawalStatusAt(row: PlannedWithdrawal, clock: SiteClock): PlannedWithdrawal['status'] {
  if (row.status !== 'paid' || row.receivedAt === undefined) return row.status;
  return clock.at(row.receivedAt) < clock.nowMs ? 'received' : 'paid';
}
