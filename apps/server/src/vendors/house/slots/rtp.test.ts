// Proves every slot theme's exact return lies in [92 %, 97 %], that the factored exact sum equals a stop-by-stop walk, and that 1,000,000 provably fair spins land within 0.5 points of it.
import { describe, expect, it } from 'vitest';
import { exactRtp, exactRtpByEnumeration, simulateRtp } from './rtp';
import { SLOT_THEMES } from './themes';
import type { SlotMachine } from './slot-engine';

describe('return to player', () => {
  it('has at least 24 themes, each with an exact return in [0.92, 0.97]', () => {
    expect(SLOT_THEMES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SLOT_THEMES.map((theme) => theme.id)).size).toBe(SLOT_THEMES.length);
    for (const theme of SLOT_THEMES) {
      const { value } = exactRtp(theme.machine);
      expect(value, theme.id).toBeGreaterThanOrEqual(0.92);
      expect(value, theme.id).toBeLessThanOrEqual(0.97);
    }
  });

  it('factors the exact sum without changing it (checked against every stop combination)', () => {
    // A real theme's symbols and pays on strips cut down to 8 stops, so the walk stays small.
    const theme = SLOT_THEMES[0]!.machine;
    const short: SlotMachine = {
      ...theme,
      reels: [
        ['h1', 'wild', 'l1', 'scatter', 'l2', 'h2', 'l1', 'h1'],
        ['h1', 'l1', 'wild', 'h1', 'scatter', 'l2', 'l1', 'h3'],
        ['wild', 'h1', 'l1', 'l2', 'scatter', 'h1', 'l1', 'wild'],
        ['l1', 'h1', 'wild', 'l2', 'h1', 'scatter', 'l3', 'l1'],
        ['h1', 'l1', 'l2', 'wild', 'scatter', 'h2', 'l1', 'h4'],
      ],
    };
    const factored = exactRtp(short);
    const walked = exactRtpByEnumeration(short);
    expect(factored.numerator * walked.denominator).toBe(walked.numerator * factored.denominator);
  });

  it('measures within 0.5 points of the exact return over 1,000,000 provably fair spins', () => {
    const machine = SLOT_THEMES[0]!.machine;
    const exact = exactRtp(machine).value;
    const simulated = simulateRtp(machine, 1_000_000, 'house-slot-rtp-test');
    expect(Math.abs(simulated.rtp - exact)).toBeLessThan(0.005);
  });
});
