// The support desk's member feedback (issue 18 item 2): a list on the left filtered by status (open
// first, since those wait for an answer), the chosen feedback on the right with its member, text and
// images and the answer box; once answered it shows the answer, who gave it and when.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, type FeedbackStatus, type OperatorFeedback } from '@playdeck/contract/feedback';
import { useSiteTime } from '../../../lib/site-time';
import { useFeedbackList } from './api/feedback';
import { DeskItem, DeskSplit } from './DeskSplit';
import { FeedbackPane } from './FeedbackPane';

/** The list's filters: each status, and every feedback. */
const FILTERS = [...FEEDBACK_STATUSES, 'ALL'] as const;
type Filter = (typeof FILTERS)[number];

function FeedbackListItem({
  feedback,
  selected,
  onSelect,
}: {
  feedback: OperatorFeedback;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const time = useSiteTime();
  return (
    <DeskItem
      title={feedback.member.username}
      state={feedback.status}
      stateLabel={t(`operator.support.feedback.statuses.${feedback.status}`)}
      meta={`#${feedback.id} · ${t(`operator.support.feedback.types.${feedback.type}`)} · ${time.format(feedback.createdAt, 'dateTime')}`}
      text={feedback.content}
      selected={selected}
      onSelect={onSelect}
      testId="support-feedback"
    />
  );
}

export function FeedbackTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('OPEN');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const status: FeedbackStatus | undefined = filter === 'ALL' ? undefined : filter;
  const list = useFeedbackList(status, pageNo);
  return (
    <DeskSplit
      listLabel={t('operator.support.feedback.list')}
      filters={FILTERS}
      filter={filter}
      filterLabel={(name) => t(`operator.support.feedback.filters.${name}`)}
      onFilter={(name) => {
        setFilter(name);
        setPageNo(1);
      }}
      query={list}
      emptyText={t('operator.support.feedback.empty')}
      items={list.data?.list.map((feedback) => (
        <FeedbackListItem
          key={feedback.id}
          feedback={feedback}
          selected={feedback.id === selected}
          onSelect={() => setSelected(feedback.id)}
        />
      ))}
      pageNo={pageNo}
      onPage={setPageNo}
      paneLabel={t('operator.support.feedback.one')}
      chooseText={t('operator.support.feedback.choose')}
      pane={selected === null ? null : <FeedbackPane key={selected} id={selected} />}
    />
  );
}
