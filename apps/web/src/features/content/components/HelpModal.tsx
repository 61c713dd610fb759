// The help popup (SPEC.md §2 "Modals": help centre): the footer's help links open it at their topic
// without leaving the page; the full help centre stays one link away at /help#topic.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Modal } from '../../../ui/Modal';
import { useHelpTopics } from '../api/content';
import { HelpTopicsView } from './HelpTopicsView';

export function HelpModal({ topic, onClose }: { topic: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: topics, isPending } = useHelpTopics();
  const [code, setCode] = useState(topic);
  const selected = topics?.find((candidate) => candidate.code === code) ?? topics?.[0];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('content.helpCentre')}
      size="lg"
      footer={
        selected ? (
          <Link to={`/help#${selected.code}`} onClick={onClose}>
            {t('content.openHelpCentre')}
          </Link>
        ) : null
      }
    >
      {isPending ? <Loader label={t('ui.loading')} /> : null}
      {topics && topics.length === 0 ? <EmptyState /> : null}
      {topics && selected ? (
        <HelpTopicsView topics={topics} selected={selected} onSelect={setCode} headingLevel="h3" />
      ) : null}
    </Modal>
  );
}
