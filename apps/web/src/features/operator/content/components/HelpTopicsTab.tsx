// The help topics of the content desk: every topic by code and language (the help centre's sections
// and the footer's links); write, replace and delete (after a confirmation).
import { useTranslation } from 'react-i18next';
import type { OperatorHelpTopic } from '@playdeck/contract/content';
import { numericCell } from '../../../../ui/DataTable';
import { useDeleteHelpTopic, useOperatorHelpTopics } from '../api/help-topics';
import { ContentList } from './ContentList';
import { HelpTopicEditor } from './HelpTopicEditor';
import styles from './desk.module.css';

/** A topic has no id: its code and language name it. */
const topicKey = (topic: OperatorHelpTopic) => `${topic.code}/${topic.language}`;

export function HelpTopicsTab() {
  const { t } = useTranslation();
  const query = useOperatorHelpTopics();
  const remove = useDeleteHelpTopic();
  const words = 'operator.content.helpTopics';

  return (
    <ContentList
      label={t('operator.content.tabs.helpTopics')}
      words={words}
      query={query}
      keyOf={topicKey}
      remove={(item) => remove.mutateAsync({ code: item.code, language: item.language })}
      columns={
        <>
          <th scope="col">{t(`${words}.code`)}</th>
          <th scope="col">{t('operator.language')}</th>
          <th scope="col">{t('operator.content.itemTitle')}</th>
          <th scope="col" className={numericCell}>
            {t('operator.content.sortOrder')}
          </th>
        </>
      }
      cells={(item) => (
        <>
          <td className={styles.code}>{item.code}</td>
          <td>{t(`operator.languages.${item.language}`)}</td>
          <td className={styles.wrap}>
            <span className={styles.title}>{item.title}</span>
          </td>
          <td className={numericCell}>{item.sortOrder}</td>
        </>
      )}
      editor={(topic, events) => <HelpTopicEditor topic={topic} {...events} />}
    />
  );
}
