// One member feedback at the desk: who sent it, about what and when, its text and images (fetched with
// the operator's token: an image is served only to the operator), and the answer. An open feedback
// takes one answer of at most 1000 characters, which also reaches the member's internal messages; an
// answered one shows the answer, who gave it and when (a second answer is refused by the API).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_ANSWER_LENGTH_MAX, type OperatorFeedback } from '@playdeck/contract/feedback';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { QueryState } from '../components/QueryState';
import { refusalFields, useApiMessage } from '../form-errors';
import { useAnswerFeedback, useFeedback, useFeedbackImage } from './api/feedback';
import styles from './support.module.css';
import { IfAllowed } from '../components/staff-rights';

function FeedbackImage({ url, number }: { url: string; number: number }) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const image = useFeedbackImage(url);
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setAddress(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  const alt = t('operator.support.feedback.image', { number });
  return (
    <li className={styles.feedbackImage}>
      {address ? (
        <a href={address} target="_blank" rel="noreferrer">
          <img src={address} alt={alt} />
        </a>
      ) : image.error ? (
        <span className={styles.refusal}>{apiMessage(image.error)}</span>
      ) : (
        <span className={styles.note}>{t('ui.loading')}</span>
      )}
    </li>
  );
}

function AnswerForm({ feedback }: { feedback: OperatorFeedback }) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const answer = useAnswerFeedback(feedback.id);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      await answer.mutateAsync(text);
      setText('');
    } catch (error) {
      setRefusal(refusalFields(error).answer ?? apiMessage(error));
    }
  };
  return (
    <IfAllowed>
      <form className={styles.answerForm} onSubmit={send} noValidate>
        <textarea
          className={styles.replyInput}
          aria-label={t('operator.support.feedback.answer')}
          aria-invalid={refusal ? true : undefined}
          placeholder={t('operator.support.feedback.answerPlaceholder')}
          rows={4}
          maxLength={FEEDBACK_ANSWER_LENGTH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {refusal ? (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" loading={answer.isPending} disabled={text.trim().length === 0}>
          {t('operator.support.feedback.send')}
        </Button>
      </form>
    </IfAllowed>
  );
}

export function FeedbackPane({ id }: { id: number }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const detail = useFeedback(id);
  const feedback = detail.data;
  if (!feedback) return <QueryState query={detail} />;
  return (
    <div className={styles.conversation}>
      <header className={styles.paneHeader}>
        <div>
          <h2 className={styles.paneTitle} data-testid="feedback-member">
            {feedback.member.username}
          </h2>
          <span className={styles.queueMeta}>
            #{feedback.id} · {t(`operator.support.feedback.types.${feedback.type}`)} ·{' '}
            {time.format(feedback.createdAt, 'dateTime')} ·{' '}
            {t(`operator.support.feedback.statuses.${feedback.status}`)}
          </span>
        </div>
      </header>
      <p className={styles.feedbackText} data-testid="feedback-content">
        {feedback.content}
      </p>
      {feedback.images.length > 0 ? (
        <ul className={styles.feedbackImages} aria-label={t('operator.support.feedback.images')}>
          {feedback.images.map((image) => (
            <FeedbackImage key={image.position} url={image.url} number={image.position + 1} />
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('operator.support.feedback.noImages')}</p>
      )}
      {feedback.status === 'ANSWERED' ? (
        <div className={styles.line} data-author="agent">
          <span className={styles.lineMeta}>
            {t('operator.support.feedback.answeredBy', { name: feedback.answeredBy ?? '' })}
            {feedback.answeredAt ? ` · ${time.format(feedback.answeredAt, 'dateTime')}` : ''}
          </span>
          <span className={styles.lineBody} data-testid="feedback-given-answer">
            {feedback.answer}
          </span>
        </div>
      ) : (
        <AnswerForm feedback={feedback} />
      )}
    </div>
  );
}
