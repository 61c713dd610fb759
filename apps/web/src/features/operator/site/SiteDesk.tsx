// The operator console's site desk: its screens arrive in the next commit.
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';

export function SiteDesk() {
  const { t } = useTranslation();
  return <Page title={t('operator.site.title')} />;
}
