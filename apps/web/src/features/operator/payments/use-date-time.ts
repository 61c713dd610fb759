// Times on the desk read in the operator's language, short date and time, in the browser's zone.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}
