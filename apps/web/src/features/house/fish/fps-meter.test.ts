// Proves the frame counter reports frames per second once a second, from the frames' own times.
import { describe, expect, it } from 'vitest';
import { FpsMeter } from './fps-meter';

describe('FpsMeter', () => {
  it('reads 60 for frames 1/60 s apart, once per window', () => {
    const meter = new FpsMeter();
    const readings: number[] = [];
    for (let frame = 0; frame <= 180; frame += 1) {
      const reading = meter.frame((frame * 1000) / 60);
      if (reading !== null) readings.push(reading);
    }
    expect(readings).toEqual([60, 60, 60]);
    expect(meter.reading()).toBe(60);
  });

  it('reads a slow page as slow, to a tenth', () => {
    const meter = new FpsMeter();
    let reading: number | null = null;
    for (let frame = 0; frame <= 45 && reading === null; frame += 1) reading = meter.frame(frame * 33.4);
    expect(reading).toBe(29.9);
  });

  it('has no reading before its first window closes', () => {
    const meter = new FpsMeter();
    expect(meter.frame(0)).toBeNull();
    expect(meter.frame(500)).toBeNull();
    expect(meter.reading()).toBeNull();
  });
});
