// The operator console's support desk (SPEC.md §1 customer service, §7 live chat): the live chat
// conversations visitors and members open, answered in real time, and the models they choose from.
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { ConversationsTab } from './ConversationsTab';
import { ModelsTab } from './ModelsTab';
import { useDeskStream } from './useDeskStream';

export function SupportDesk() {
  const { t } = useTranslation();
  useDeskStream();
  return (
    <DeskPage
      title={t('operator.support.title')}
      tabs={[
        {
          value: 'conversations',
          label: t('operator.support.tabs.conversations'),
          content: <ConversationsTab />,
        },
        { value: 'models', label: t('operator.support.tabs.models'), content: <ModelsTab /> },
      ]}
    />
  );
}
