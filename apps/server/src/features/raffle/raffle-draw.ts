// The raffle's draw as RAFFLE_ALGORITHM (packages/contract/src/raffle.ts) states it, so that anyone
// holding the revealed seed, the draw's id and its ticket numbers can recompute the winners: for
// prize rank r = 1, 2, …, h = HMAC-SHA256(key = the seed's bytes, message = "drawId:r") read as a
// 256-bit number; the winner is the ticket at index h mod (tickets left), which then leaves the list.
import { createHmac } from 'node:crypto';

/**
 * The winning ticket of each prize rank, in rank order: at most one win per ticket, and fewer
 * winners than prizes when there are fewer tickets. `ticketIdsAscending` must be sorted ascending.
 */
export function drawWinners(
  seedHex: string,
  drawId: number,
  ticketIdsAscending: readonly number[],
  prizeCount: number,
): number[] {
  const key = Buffer.from(seedHex, 'hex');
  const left = [...ticketIdsAscending];
  const winners: number[] = [];
  for (let rank = 1; rank <= prizeCount && left.length > 0; rank += 1) {
    const digest = createHmac('sha256', key).update(`${drawId}:${rank}`).digest('hex');
    const index = Number(BigInt(`0x${digest}`) % BigInt(left.length));
    winners.push(left.splice(index, 1)[0]!);
  }
  return winners;
}
