// Times on the desks read in the operator's language, as a short date and time in the browser's time
// zone; a dash stands for no time (a notice without an end, a request not decided yet).
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDateTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
  return useCallback((iso: string | null) => (iso ? format.format(new Date(iso)) : '—'), [format]);
}
