// Small pieces the desk's lists share: the enabled badge and the date format.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../ui/StatusBadge';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={enabled ? 'success' : 'neutral'}>
      {enabled ? t('operator.enabled') : t('operator.disabled')}
    </StatusBadge>
  );
}

/** An ISO instant as a short date and time in the interface language; a dash for none. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string | null) => {
      if (!iso) return '—';
      const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
      return format.format(new Date(iso));
    },
    [i18n.language],
  );
}
