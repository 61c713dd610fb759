// Footer help links: one per help topic, opening the help centre at that topic.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpTopics } from '../api/content';

export function HelpLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: topics = [] } = useHelpTopics();
  return (
    <ul className={className} aria-label={t('layout.help')}>
      {topics.map((topic) => (
        <li key={topic.code}>
          <Link to={`/help#${topic.code}`}>{topic.title}</Link>
        </li>
      ))}
    </ul>
  );
}
