// The operator console's content desk: its screens arrive in the next commit.
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';

export function ContentDesk() {
  const { t } = useTranslation();
  return <Page title={t('operator.content.title')} />;
}
