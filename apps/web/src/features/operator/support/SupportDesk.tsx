// The operator console's support desk (SPEC.md §1 customer service, §7 live chat): the live chat
// conversations visitors and members open, answered in real time, the models they choose from, and
// members' feedback, answered once into their internal messages, and a member's own limits and
// breaks from play (read only).
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { ConversationsTab } from './ConversationsTab';
import { FeedbackTab } from './FeedbackTab';
import { ModelsTab } from './ModelsTab';
import { ResponsibleGamingTab } from './ResponsibleGamingTab';
import { useDeskStream } from './useDeskStream';

export function SupportDesk() {
  const { t } = useTranslation();
  useDeskStream();
  return (
    <DeskPage
      desk="support"
      title={t('operator.support.title')}
      tabs={[
        {
          value: 'conversations',
          label: t('operator.support.tabs.conversations'),
          content: <ConversationsTab />,
        },
        { value: 'models', label: t('operator.support.tabs.models'), content: <ModelsTab /> },
        { value: 'feedback', label: t('operator.support.tabs.feedback'), content: <FeedbackTab /> },
        {
          value: 'responsible-gaming',
          label: t('operator.support.tabs.responsibleGaming'),
          content: <ResponsibleGamingTab />,
          desk: 'responsible-gaming',
        },
      ]}
    />
  );
}
