// Help topics on the left and the chosen one on the right, for the help centre (/help#topic, where a
// topic is a link) and the help popup (where a topic is a button). The HTML was sanitised by the server.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpTopic } from '@playdeck/contract/content';
import { classNames } from '../../../ui/class-names';
import split from './split.module.css';

export interface HelpTopicsViewProps {
  topics: readonly HelpTopic[];
  selected: HelpTopic;
  /** Without it, each topic is a link to its #code. */
  onSelect?: (code: string) => void;
  /** The heading level of the topic's title inside its page or popup. */
  headingLevel?: 'h2' | 'h3';
}

export function HelpTopicsView({
  topics,
  selected,
  onSelect,
  headingLevel: Heading = 'h2',
}: HelpTopicsViewProps) {
  const { t } = useTranslation();
  return (
    <div className={split.split}>
      <nav aria-label={t('content.helpTopics')}>
        <ul className={split.titles}>
          {topics.map((topic) => {
            const current = topic.code === selected.code;
            const className = classNames(split.title, current && split.active);
            return (
              <li key={topic.code}>
                {onSelect ? (
                  <button
                    type="button"
                    className={className}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSelect(topic.code)}
                  >
                    {topic.title}
                  </button>
                ) : (
                  <Link
                    to={`#${topic.code}`}
                    className={className}
                    aria-current={current ? 'page' : undefined}
                  >
                    {topic.title}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <article className={split.detail} aria-labelledby="help-topic-title">
        <Heading id="help-topic-title" className={split.heading}>
          {selected.title}
        </Heading>
        <div className={split.body} dangerouslySetInnerHTML={{ __html: selected.contentHtml }} />
      </article>
    </div>
  );
}
