// The device's clock, redrawn once a second, for countdowns to public schedules (the next draw of
// a listed lottery, a fixture's kick-off); a game itself counts down on the server's clock.
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
