// Whether an item is switched on (a channel, a banner, a registration field), as a badge in a list.
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../ui/StatusBadge';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={enabled ? 'success' : 'neutral'}>
      {enabled ? t('operator.enabled') : t('operator.disabled')}
    </StatusBadge>
  );
}
