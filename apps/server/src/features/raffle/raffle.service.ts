// Raffle (issue 15 item 8): tickets granted by promotions wait for the first draw held after they were
// issued; draws are provably fair (the seed's hash is published first, the seed after); a won prize
// is paid through the ledger when the member claims it. Other features grant tickets inside their
// own transaction with grantTicketsWithin.
import { createHash, randomBytes } from 'node:crypto';
import type { MessageLanguage } from '@playdeck/contract/messages';
import { maskName } from '@playdeck/contract/missions';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  RAFFLE_ALGORITHM,
  raffleDrawInputSchema,
  type OperatorRaffleDraw,
  type RaffleDraw,
  type RaffleOverview,
  type RaffleWin,
} from '@playdeck/contract/raffle';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { changeOf, type AuditWriter } from '../audit/audit.service';
import type { AccountRow } from '../account/account.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import { drawWinners } from './raffle-draw';
import { createRaffleRepository, type DrawRow, type MemberWinRow } from './raffle.repository';

/** The most tickets one grant may issue. */
export const TICKETS_PER_GRANT_MAX = 1_000;

/**
 * Issues `count` tickets to a member in the caller's transaction; keyed by grantKey and the ticket's
 * index, so the same grant again issues nothing more. Answers how many were issued now.
 */
export async function grantTicketsWithin(
  transaction: DatabaseOrTransaction,
  grant: { accountId: number; count: number; source: string; grantKey: string },
): Promise<number> {
  const count = Math.min(Math.max(Math.trunc(grant.count), 0), TICKETS_PER_GRANT_MAX);
  if (count === 0) return 0;
  const rows = (
    (await transaction.execute(
      sql`insert into raffle_tickets (account_id, source, grant_key)
          select ${grant.accountId}, ${grant.source}, ${grant.grantKey} || ':' || n
          from generate_series(1, ${count}::int) as n
          on conflict (grant_key) do nothing
          returning id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  return rows.length;
}

export type RaffleDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts'>;
  site: { scalarSettings(): Promise<{ timeZoneOffsetMinutes: number }> };
  findAccount(id: number): Promise<AccountRow | undefined>;
  onBalance(accountId: number, balance: string): void;
  now?: () => Date;
};

export type RaffleService = ReturnType<typeof createRaffleService>;

/** Draws one job tick holds at most; the next tick (30 s later) holds the rest. */
const DRAWS_PER_RUN_MAX = 20;

type Language = MessageLanguage;

const titleOf = (row: { titleVi: string; titleEn: string }, language: Language) =>
  language === 'vi' ? row.titleVi : row.titleEn;

/** A new draw's committed seed: 32 random bytes, and the SHA-256 of those bytes published now. */
function newSeed(): { seed: string; seedHash: string } {
  const bytes = randomBytes(32);
  return { seed: bytes.toString('hex'), seedHash: createHash('sha256').update(bytes).digest('hex') };
}

function winView(row: MemberWinRow, language: Language): RaffleWin {
  return {
    id: row.id,
    drawId: row.drawId,
    drawTitle: titleOf(row, language),
    rank: row.rank,
    ticketNo: row.ticketId,
    amount: fromMinor(row.amountMinor),
    status: row.status,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

export function createRaffleService(deps: RaffleDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = createRaffleRepository(deps.db);

  /**
   * Tickets waiting for each open draw: a ticket joins the first draw held after it was issued, so
   * an open draw's are those issued after the open draw before it and before its own time.
   */
  async function waitingByDraw(open: DrawRow[]): Promise<Map<number, number>> {
    const waiting = new Map<number, number>();
    let from: Date | null = null;
    for (const draw of open) {
      waiting.set(draw.id, await repository.waitingCount(from, draw.drawsAt));
      from = draw.drawsAt;
    }
    return waiting;
  }

  /** The draws as members see them: the seed only once drawn, winners with masked names. */
  async function drawViews(rows: DrawRow[], language: Language) {
    const [waiting, winners] = await Promise.all([
      waitingByDraw(await repository.openDraws()),
      repository.winnersOf(rows.filter((row) => row.status === 'DRAWN').map((row) => row.id)),
    ]);
    return rows.map((row) => {
      const own = winners.filter((winner) => winner.drawId === row.id);
      const draw: RaffleDraw = {
        id: row.id,
        title: titleOf(row, language),
        drawsAt: row.drawsAt.toISOString(),
        status: row.status,
        prizes: row.prizesMinor.map((prize) => fromMinor(BigInt(prize))),
        seedHash: row.seedHash,
        seed: row.status === 'DRAWN' ? row.seed : null,
        tickets: row.status === 'DRAWN' ? row.tickets : (waiting.get(row.id) ?? 0),
        winners: own.map((winner) => ({
          rank: winner.rank,
          ticketNo: winner.ticketId,
          name: maskName(winner.username),
          amount: fromMinor(winner.amountMinor),
        })),
      };
      return { row, draw, claimed: own.filter((winner) => winner.status === 'CLAIMED').length };
    });
  }

  async function operatorViews(rows: DrawRow[], language: Language): Promise<OperatorRaffleDraw[]> {
    return (await drawViews(rows, language)).map(({ row, draw, claimed }) => ({
      ...draw,
      titles: { vi: row.titleVi, en: row.titleEn },
      claimed,
    }));
  }

  /** The operator's draws, latest draw time first. */
  async function list(language: Language) {
    return { list: await operatorViews(await repository.listDraws(), language) };
  }

  /** The draw input checked: the contract's rules, and a draw time still to come. */
  function parseDraw(input: unknown) {
    const parsed = raffleDrawInputSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const drawsAt = new Date(parsed.data.drawsAt);
    if (drawsAt.getTime() <= now().getTime()) {
      throw new AppError('VALIDATION_FAILED', 400, { fields: { drawsAt: 'validation.dateNotFuture' } });
    }
    return {
      titleVi: parsed.data.title.vi,
      titleEn: parsed.data.title.en,
      drawsAt,
      prizesMinor: parsed.data.prizes.map((prize) => toMinor(prize).toString()),
    };
  }

  /**
   * Schedules a draw with its prizes and a new seed, whose hash is published from now on.
   * Errors: VALIDATION_FAILED 400 (per field; drawsAt not in the future).
   */
  /**
   * Given a writer, the trail's entry (null before, the draw's titles, time and prizes after: never its
   * seed, secret until the draw) is in the insert's transaction.
   */
  async function create(
    input: unknown,
    language: Language,
    audit?: AuditWriter,
  ): Promise<OperatorRaffleDraw> {
    const values = parseDraw(input);
    const row = await deps.db.transaction(async (transaction) => {
      const inserted = await createRaffleRepository(transaction).insertDraw({ ...values, ...newSeed() });
      await audit?.(transaction, {
        action: 'raffle.draw',
        targetType: 'raffle_draw',
        targetId: inserted.id,
        before: null,
        after: changeOf(inserted, values).after,
      });
      return inserted;
    });
    return (await operatorViews([row], language))[0]!;
  }

  /**
   * Replaces a draw's titles, time and prizes while it is open and not yet due (the seed stays: its
   * hash is already published). The row is locked so that the job cannot hold the draw meanwhile.
   * Given a writer, the trail's entry is in its transaction.
   * Errors: VALIDATION_FAILED 400, RAFFLE_DRAW_NOT_FOUND 404, RAFFLE_DRAW_CLOSED 409.
   */
  async function replace(
    id: number,
    input: unknown,
    language: Language,
    audit?: AuditWriter,
  ): Promise<OperatorRaffleDraw> {
    const values = parseDraw(input);
    const row = await deps.db.transaction(async (transaction) => {
      const transactionRepository = createRaffleRepository(transaction);
      const draw = await transactionRepository.findDraw(id, { lock: true });
      if (!draw) throw new AppError('RAFFLE_DRAW_NOT_FOUND', 404);
      if (draw.status !== 'OPEN' || draw.drawsAt.getTime() <= now().getTime()) {
        throw new AppError('RAFFLE_DRAW_CLOSED', 409);
      }
      const updated = await transactionRepository.updateDraw(id, values);
      // The fields replaced, before and after (the seed is none of them).
      await audit?.(transaction, {
        action: 'raffle.draw',
        targetType: 'raffle_draw',
        targetId: id,
        ...changeOf(draw, values),
      });
      return updated;
    });
    return (await operatorViews([row], language))[0]!;
  }

  /**
   * Holds one due draw in one transaction with its row locked (a second runner waits, then finds it
   * drawn): the waiting tickets issued before its time join it, the winners follow from the seed by
   * drawWinners, and the draw is marked drawn. Answers false when there was nothing to hold.
   */
  async function hold(id: number): Promise<boolean> {
    const at = now();
    return deps.db.transaction(async (transaction) => {
      const transactionRepository = createRaffleRepository(transaction);
      const draw = await transactionRepository.findDraw(id, { lock: true });
      if (!draw || draw.status !== 'OPEN' || draw.drawsAt.getTime() > at.getTime()) return false;
      const tickets = await transactionRepository.takeWaitingTickets(draw.drawsAt);
      const ticketIds = tickets.map((ticket) => ticket.id);
      const owners = new Map(tickets.map((ticket) => [ticket.id, ticket.accountId]));
      const winners = drawWinners(draw.seed, draw.id, ticketIds, draw.prizesMinor.length);
      await transactionRepository.assignTickets(draw.id, ticketIds);
      await transactionRepository.insertWins(
        winners.map((ticketId, index) => ({
          drawId: draw.id,
          rank: index + 1,
          ticketId,
          accountId: owners.get(ticketId)!,
          amountMinor: BigInt(draw.prizesMinor[index]!),
        })),
      );
      await transactionRepository.updateDraw(draw.id, {
        status: 'DRAWN',
        tickets: tickets.length,
        drawnAt: at,
      });
      return true;
    });
  }

  /** The job's tick (every 30 s): holds each open draw whose time has come, oldest first. */
  async function runDue(): Promise<number> {
    const due = await repository.dueDraws(now(), DRAWS_PER_RUN_MAX);
    let held = 0;
    for (const { id } of due) if (await hold(id)) held += 1;
    return held;
  }

  /** The open and the last drawn draws for everyone; a member's waiting tickets and prizes too. */
  async function overview(account: AccountRow | null, language: Language): Promise<RaffleOverview> {
    const [open, drawn] = await Promise.all([repository.openDraws(), repository.recentDrawn()]);
    const draws = (await drawViews([...open, ...drawn], language)).map(({ draw }) => draw);
    if (!account) return { algorithm: RAFFLE_ALGORITHM, draws, myTickets: [], myWins: [] };
    const [tickets, wins] = await Promise.all([
      repository.memberTickets(account.id),
      repository.memberWins(account.id),
    ]);
    return {
      algorithm: RAFFLE_ALGORITHM,
      draws,
      myTickets: tickets.map((ticket) => ({
        ticketNo: ticket.id,
        source: ticket.source,
        createdAt: ticket.createdAt.toISOString(),
      })),
      myWins: wins.map((win) => winView(win, language)),
    };
  }

  /**
   * Pays the member's own unclaimed prize from the site's bonus account (key raffle-win:{id}) in one
   * transaction with the win's row locked, so that it is paid once.
   * Errors: RAFFLE_WIN_NOT_FOUND 404 (no such win of this member's), RAFFLE_WIN_CLAIMED 409.
   */
  async function claim(account: AccountRow, winId: number, language: Language) {
    const { win, balance } = await deps.db.transaction(async (transaction) => {
      const transactionRepository = createRaffleRepository(transaction);
      const [row] = await transactionRepository.memberWins(account.id, { winId, lock: true });
      if (!row) throw new AppError('RAFFLE_WIN_NOT_FOUND', 404);
      if (row.status === 'CLAIMED') throw new AppError('RAFFLE_WIN_CLAIMED', 409);
      const wallet = await deps.wallet.ledgerAccountId('member_wallet', account.id, '', transaction);
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey: `raffle-win:${row.id}`,
        kind: 'bonus_raffle',
        postings: transfer(
          await deps.wallet.ledgerAccountId('bonus', null, '', transaction),
          wallet,
          row.amountMinor,
        ),
        metadata: {
          winId: row.id,
          drawId: row.drawId,
          rank: row.rank,
          reference: `${row.titleEn} #${row.rank}`,
        },
      });
      const at = now();
      await transactionRepository.markClaimed(row.id, at);
      return {
        win: { ...row, status: 'CLAIMED' as const, claimedAt: at },
        balance: posted.balances.get(wallet) ?? 0n,
      };
    });
    deps.onBalance(account.id, fromMinor(balance));
    return { win: winView(win, language), balance: fromMinor(balance) };
  }

  return { list, create, replace, runDue, hold, overview, claim };
}
