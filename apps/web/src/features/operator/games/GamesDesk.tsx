// The operator console's games desk: its screens arrive in the next commit.
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';

export function GamesDesk() {
  const { t } = useTranslation();
  return <Page title={t('operator.games.title')} />;
}
