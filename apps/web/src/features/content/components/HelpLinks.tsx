// Footer help links: one per help topic, opening the help popup at that topic (the address still
// leads to the help centre for a new tab), then the announcements and the legal licence popups.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpTopics } from '../api/content';
import { openAnnouncements, openHelp, openLicence } from '../content-modal';
import styles from './HelpLinks.module.css';

const plainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function HelpLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: topics = [] } = useHelpTopics();
  return (
    <ul className={className} aria-label={t('layout.help')}>
      {topics.map((topic) => (
        <li key={topic.code}>
          <Link
            to={`/help#${topic.code}`}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              openHelp(topic.code);
            }}
          >
            {topic.title}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={styles.link} onClick={openAnnouncements}>
          {t('content.announcements')}
        </button>
      </li>
      <li>
        <Link
          to="/licence"
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            openLicence();
          }}
        >
          {t('content.licence')}
        </Link>
      </li>
    </ul>
  );
}
