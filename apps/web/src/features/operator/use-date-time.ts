// Times on the desks read in the operator's language, as a short date and time at the site's clock
// (lib/site-time: the operator's zone, not the browser's); a dash stands for no time (a notice
// without an end, a request not decided yet).
import { useCallback } from 'react';
import { useSiteTime } from '../../lib/site-time';

export function useDateTime(): (iso: string | null) => string {
  const format = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  return useCallback((iso: string | null) => (iso ? format.format(iso) : '—'), [format]);
}
