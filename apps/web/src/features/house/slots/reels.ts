// Pure helpers of the slot page: which cells a result lights, and the blur of turning reels.
import type { SlotSpinValue } from '@playdeck/contract/house';

/** "row:reel" of every cell on a winning line (its first `count` reels) and of every winning scatter. */
export function winningCells(
  result: Pick<SlotSpinValue, 'lineWins' | 'scatter' | 'grid'>,
  lines: readonly (readonly number[])[],
): Set<string> {
  const cells = new Set<string>();
  for (const win of result.lineWins) {
    const line = lines[win.line];
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${line[reel]}:${reel}`);
  }
  if (result.scatter) {
    result.grid.forEach((row, rowIndex) =>
      row.forEach((symbol, reel) => {
        if (symbol === result.scatter!.symbol) cells.add(`${rowIndex}:${reel}`);
      }),
    );
  }
  return cells;
}

/** While the reels turn they show the machine's symbols shifted by time: decoration only. */
export function spinningGrid(idle: readonly (readonly string[])[], nowMs: number): string[][] {
  const symbols = idle.flat();
  const shift = Math.floor(nowMs / 90);
  return idle.map((row, rowIndex) =>
    row.map((_, reel) => symbols[(rowIndex * 7 + reel * 3 + shift) % symbols.length]!),
  );
}
