// Limits an action to once per interval (SPEC.md §9: captcha refresh and SMS send once a second,
// favourites once per 1000 ms).
import { useCallback, useRef } from 'react';

export function useThrottle<Args extends unknown[]>(action: (...args: Args) => void, intervalMs: number) {
  const lastRunRef = useRef(0);
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now - lastRunRef.current < intervalMs) return;
      lastRunRef.current = now;
      action(...args);
    },
    [action, intervalMs],
  );
}
