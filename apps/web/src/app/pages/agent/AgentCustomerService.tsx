// The agent centre's customer service: the operator's customer-service links, each opening its own
// window, as the site's side menu offers them.
import { useTranslation } from 'react-i18next';
import { CustomerServiceLinks } from '../../../features/site/components/CustomerServiceLinks';
import { useStartedPermission } from '../../../lib/permission';
import { EmptyState } from '../../../ui/EmptyState';

export function AgentCustomerService() {
  const { t } = useTranslation();
  const { customerService } = useStartedPermission();
  if (customerService.length === 0) return <EmptyState description={t('agent.service.none')} />;
  return <CustomerServiceLinks />;
}
