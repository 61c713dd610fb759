// Counts animation frames to report frames per second once a second (the `?fps=1` overlay and the
// bench read it). Pure: the caller passes the frame's time.

/** The frames of this window make one reading. */
export const FPS_WINDOW_MS = 1_000;

export class FpsMeter {
  private windowStartMs: number | null = null;
  private frames = 0;
  private latest: number | null = null;

  /** Counts a frame drawn at `nowMs`; answers a new reading when a window closes, else null. */
  frame(nowMs: number): number | null {
    if (this.windowStartMs === null) {
      this.windowStartMs = nowMs;
      return null;
    }
    this.frames += 1;
    const elapsedMs = nowMs - this.windowStartMs;
    if (elapsedMs < FPS_WINDOW_MS) return null;
    this.latest = Math.round((this.frames * 1000 * 10) / elapsedMs) / 10;
    this.windowStartMs = nowMs;
    this.frames = 0;
    return this.latest;
  }

  /** The last reading, or null before the first window closes. */
  reading(): number | null {
    return this.latest;
  }
}
