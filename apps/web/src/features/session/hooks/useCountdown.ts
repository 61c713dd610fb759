// A seconds countdown (SPEC.md §4 "Sms code button": expiredMinutes × 60 seconds, then active again).
import { useCallback, useEffect, useState } from 'react';

export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.floor(seconds))), []);
  return { secondsLeft, running: secondsLeft > 0, start };
}
