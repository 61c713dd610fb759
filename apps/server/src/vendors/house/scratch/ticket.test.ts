// Proves the tickets: the same seeds always give the same ticket; the tier is the first whole number below the total, walked through the table; every tier is reachable (every roll of its range, and on the real stream); the grid always agrees with the prize (exactly three of the prize's symbol and no other three times, or no symbol three times on a losing ticket, over 20,000 tickets of each card), in one whole number each; drawOrder's packed digits are a Fisher–Yates shuffle; and verifyTicket names every difference from a record.
import { describe, expect, it } from 'vitest';
import { createRandomStream, serverSeedHash, type RandomStream } from '../slots/provably-fair';
import { findScratchCard, SCRATCH_CARDS, type ScratchCard } from './cards';
import {
  drawOrder,
  drawTicket,
  drawTier,
  GRID_CELLS,
  layOutGrid,
  permutations,
  ticketOf,
  verifyTicket,
  type ScratchTicket,
} from './ticket';

const lucky = findScratchCard('SC01')!;

/** Every way a grid could disagree with its prize (an empty list when it agrees). */
function disagreements(card: ScratchCard, ticket: ScratchTicket): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const cell of ticket.cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
  const codes = card.symbols.map((symbol) => symbol.code);
  if (ticket.cells.length !== GRID_CELLS) problems.push('not nine cells');
  if (ticket.cells.some((cell) => !codes.includes(cell))) problems.push('a symbol of another card');
  const tier = ticket.tierIndex === null ? undefined : card.tiers[ticket.tierIndex];
  for (const [code, count] of counts) {
    if (code === tier?.symbolCode && count !== 3) problems.push(`prize symbol ${code} ${count} times`);
    if (code !== tier?.symbolCode && count > 2) problems.push(`${code} ${count} times`);
  }
  if (tier !== undefined && !counts.has(tier.symbolCode)) problems.push('no prize symbol');
  const showing = ticket.cells.flatMap((cell, index) => (cell === tier?.symbolCode ? [index] : []));
  if (ticket.winningCells.join() !== showing.join()) problems.push('winning cells');
  if (ticket.multiple !== (tier?.multiple ?? 0)) problems.push('multiple');
  if (ticket.prizeCents !== card.priceCents * BigInt(ticket.multiple)) problems.push('prize');
  return problems;
}

/** A stream whose first whole number is `roll` and whose later ones come from real seeds. */
function forcedStream(roll: number, nonce: number): RandomStream {
  const real = createRandomStream('forced', 'tier', nonce);
  let first = true;
  return {
    nextInt(maxExclusive) {
      if (!first) return real.nextInt(maxExclusive);
      first = false;
      return roll;
    },
  };
}

/** The first roll of each tier, in table order; the rolls after the last tier are no prize. */
const firstRolls = (card: ScratchCard) =>
  card.tiers.map((_, index) => card.tiers.slice(0, index).reduce((sum, tier) => sum + tier.weight, 0));

describe('tickets', () => {
  it('are deterministic and change with every seed', () => {
    expect(ticketOf(lucky, 'server', 'client', 7)).toEqual(ticketOf(lucky, 'server', 'client', 7));
    const cells = (server: string, client: string, nonce: number) =>
      ticketOf(lucky, server, client, nonce).cells;
    expect(cells('server', 'client', 7)).not.toEqual(cells('server', 'client', 8));
    expect(cells('server', 'client', 7)).not.toEqual(cells('server', 'other', 7));
    expect(cells('server', 'client', 7)).not.toEqual(cells('other', 'client', 7));
    expect(() => ticketOf(lucky, 'server', 'client', -1)).toThrow(/nonce/);
    expect(() => ticketOf({ ...lucky, priceCents: 0n }, 'server', 'client', 0)).toThrow(RangeError);
  });

  it('draw the tier from the first whole number below the total weight, in table order', () => {
    for (const card of SCRATCH_CARDS) {
      const starts = firstRolls(card);
      card.tiers.forEach((tier, index) => {
        expect(drawTier(card, { nextInt: () => starts[index]! }), card.cardCode).toBe(index);
        expect(drawTier(card, { nextInt: () => starts[index]! + tier.weight - 1 }), card.cardCode).toBe(
          index,
        );
      });
      const noPrizeStart = card.tiers.reduce((sum, tier) => sum + tier.weight, 0);
      expect(drawTier(card, { nextInt: () => noPrizeStart })).toBeNull();
      expect(drawTier(card, { nextInt: () => 999_999 })).toBeNull();
      // On the real stream, the same word read as a whole number below 1,000,000.
      const word = createRandomStream('server', 'client', 3).nextInt(1_000_000);
      expect(ticketOf(card, 'server', 'client', 3).tierIndex).toBe(drawTier(card, { nextInt: () => word }));
    }
  });

  it('lay out a grid that agrees with every tier, whatever the words that follow', () => {
    for (const card of SCRATCH_CARDS) {
      const rolls = [...firstRolls(card), 999_999];
      for (const roll of rolls)
        for (let nonce = 0; nonce < 500; nonce++) {
          const ticket = drawTicket(card, forcedStream(roll, nonce));
          expect(disagreements(card, ticket), `${card.cardCode} roll ${roll} nonce ${nonce}`).toEqual([]);
        }
    }
  });

  it('agree with their prize on 20,000 consecutive nonces of each card', () => {
    for (const card of SCRATCH_CARDS) {
      const bad: number[] = [];
      let [losing, nearMisses] = [0, 0];
      const top = card.tiers.at(-1)!.symbolCode;
      for (let nonce = 0; nonce < 20_000; nonce++) {
        const ticket = ticketOf(card, 'grid server', 'grid client', nonce);
        if (disagreements(card, ticket).length > 0) bad.push(nonce);
        if (ticket.tierIndex !== null) continue;
        losing++;
        if (ticket.cells.filter((cell) => cell === top).length === 2) nearMisses++;
      }
      expect(bad, card.cardCode).toEqual([]);
      // Near misses: a losing grid (9 of the 12 symbols of six pairs) holds both of the top prize's
      // symbols in C(10, 7) / C(12, 9) = 6/11 of its choices.
      expect(Math.abs(nearMisses / losing - 6 / 11), card.cardCode).toBeLessThan(0.03);
    }
  });

  it(
    'reach every tier on the real stream (searching nonces of one seed until each tier shows)',
    { timeout: 120_000 },
    () => {
      const missing = new Set(
        SCRATCH_CARDS.flatMap((card) => card.tiers.map((_, index) => `${card.cardCode}:${index}`)),
      );
      const found = new Map<string, number>();
      for (let nonce = 0; missing.size > 0 && nonce < 4_000_000; nonce++) {
        const roll = createRandomStream('reach', 'every tier', nonce).nextInt(1_000_000);
        for (const card of SCRATCH_CARDS) {
          const key = `${card.cardCode}:${drawTier(card, { nextInt: () => roll })}`;
          if (missing.delete(key)) found.set(key, nonce);
        }
      }
      expect([...missing]).toEqual([]);
      for (const [key, nonce] of found) {
        const [cardCode, tierIndex] = key.split(':');
        const card = findScratchCard(cardCode!)!;
        const ticket = ticketOf(card, 'reach', 'every tier', nonce);
        expect(ticket.tierIndex, key).toBe(Number(tierIndex));
        expect(disagreements(card, ticket), key).toEqual([]);
      }
    },
  );

  it('draw one whole number for the tier and one or two for the grid', () => {
    const counting = (nonce: number) => {
      const real = createRandomStream('count', 'words', nonce);
      const stream = { calls: 0, nextInt: (max: number) => ((stream.calls += 1), real.nextInt(max)) };
      return stream;
    };
    for (let nonce = 0; nonce < 200; nonce++) {
      const stream = counting(nonce);
      const ticket = drawTicket(lucky, stream);
      expect(stream.calls).toBe(ticket.tierIndex === null ? 2 : 3);
    }
  });
});

describe('drawOrder', () => {
  it('is a Fisher–Yates shuffle whose choices are the mixed-radix digits of one whole number', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    for (const code of [0, 1, 7, 59, 119]) {
      // Digits base 5, 4, 3: position i swaps with i + digit.
      const order = [...items];
      let rest = code;
      for (let position = 0; position < 3; position++) {
        const left = 5 - position;
        const chosen = position + (rest % left);
        rest = Math.floor(rest / left);
        [order[position], order[chosen]] = [order[chosen]!, order[position]!];
      }
      expect(drawOrder(items, 3, { nextInt: () => code })).toEqual(order.slice(0, 3));
    }
    expect(drawOrder(items, 3, { nextInt: () => 0 })).toEqual(['a', 'b', 'c']);
  });

  it('asks for exactly n (n − 1) … (n − count + 1) outcomes and refuses more than a word', () => {
    expect(permutations(12, 9)).toBe(79_833_600);
    expect(permutations(16, 9)).toBe(4_151_347_200);
    expect(permutations(10, 6)).toBe(151_200);
    expect(permutations(9, 9)).toBe(362_880);
    expect(permutations(5, 0)).toBe(1);
    expect(() => permutations(18, 9)).toThrow(/32-bit word/);
    expect(() => permutations(3, 4)).toThrow(RangeError);
    let asked = 0;
    drawOrder([1, 2, 3, 4], 2, { nextInt: (max) => ((asked = max), 0) });
    expect(asked).toBe(12);
  });

  it('gives every order of three items about equally often', () => {
    const stream = createRandomStream('order', 'uniform', 0);
    const counts = new Map<string, number>();
    const draws = 60_000;
    for (let draw = 0; draw < draws; draw++) {
      const key = drawOrder(['x', 'y', 'z'], 3, stream).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const bound = 4 * Math.sqrt(draws * (1 / 6) * (5 / 6));
    for (const count of counts.values()) expect(Math.abs(count - draws / 6)).toBeLessThan(bound);
  });

  it('lays out grids only for tiers the card has', () => {
    expect(() => layOutGrid(lucky, 6, createRandomStream('s', 'c', 0))).toThrow(/no tier 6/);
  });
});

describe('verifyTicket', () => {
  const revealed = {
    serverSeed: 'server',
    serverSeedHash: serverSeedHash('server'),
    clientSeed: 'client',
    nonce: 11,
  };
  const recorded = ticketOf(lucky, 'server', 'client', 11);

  it('finds nothing to report in a true record', () => {
    expect(verifyTicket(lucky, revealed, recorded)).toEqual([]);
  });

  it('names every difference of a tampered record or wrong seeds', () => {
    const swapped = [recorded.cells[1]!, recorded.cells[0]!, ...recorded.cells.slice(2)];
    const differs = swapped.join() !== recorded.cells.join();
    expect(verifyTicket(lucky, revealed, { ...recorded, cells: swapped }).length).toBe(differs ? 1 : 0);
    expect(verifyTicket(lucky, revealed, { ...recorded, multiple: 500, prizeCents: 50_000n })).toEqual([
      `multiple recorded 500, recomputed ${recorded.multiple}`,
      `prizeCents recorded 50000, recomputed ${recorded.prizeCents}`,
    ]);
    expect(verifyTicket(lucky, { ...revealed, serverSeedHash: serverSeedHash('other') }, recorded)).toEqual([
      'the server seed does not hash to the published SHA-256',
    ]);
    expect(verifyTicket(lucky, { ...revealed, nonce: 12 }, recorded).length).toBeGreaterThan(0);
  });
});
