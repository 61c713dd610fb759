// The operator console's payments desk: its screens arrive in the next commit.
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';

export function PaymentsDesk() {
  const { t } = useTranslation();
  return <Page title={t('operator.payments.title')} />;
}
