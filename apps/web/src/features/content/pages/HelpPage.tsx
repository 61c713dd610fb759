// The help centre (SPEC.md §2: /help with an optional #topic): topics on the left, the chosen one on
// the right. Topic texts are operator content from the database, sanitised by the server.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Page } from '../../../ui/Page';
import { useHelpTopics } from '../api/content';
import { HelpTopicsView } from '../components/HelpTopicsView';

export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data: topics, isPending } = useHelpTopics();
  const selectedCode = hash.replace(/^#/, '');
  const selected = topics?.find((topic) => topic.code === selectedCode) ?? topics?.[0];
  return (
    <Page title={t('pages.help')}>
      {isPending ? <Loader label={t('ui.loading')} /> : null}
      {topics && topics.length === 0 ? <EmptyState /> : null}
      {topics && selected ? <HelpTopicsView topics={topics} selected={selected} /> : null}
    </Page>
  );
}
