// The help centre (SPEC.md §2: /help with an optional #topic): topics on the left, the chosen one on
// the right. Topic texts are operator content from the database.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Page } from '../../../ui/Page';
import { useHelpTopics } from '../api/content';
import styles from './HelpPage.module.css';

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
      {selected ? (
        <div className={styles.layout}>
          <nav aria-label={t('pages.help')}>
            <ul className={styles.topics}>
              {topics!.map((topic) => (
                <li key={topic.code}>
                  <Link
                    to={`#${topic.code}`}
                    className={
                      topic.code === selected.code ? `${styles.topic} ${styles.active}` : styles.topic
                    }
                    aria-current={topic.code === selected.code ? 'page' : undefined}
                  >
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <article className={styles.article} aria-labelledby="help-topic-title">
            <h2 id="help-topic-title">{selected.title}</h2>
            {/* Operator-authored HTML from our own database, written in the operator console. */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: selected.contentHtml }} />
          </article>
        </div>
      ) : null}
    </Page>
  );
}
