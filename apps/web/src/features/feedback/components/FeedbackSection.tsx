// The member centre's feedback (issue 18 item 2; SPEC.md §5, §9): a type, a text of at most 140
// characters with a live count, and up to 3 PNG or JPG images checked in the browser as the server
// checks them; the server stays the judge, and its refusals land on their fields (the text, the
// images, or one image). Under the form, the member's feedback with its status and the answer.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  FEEDBACK_CONTENT_LENGTH_MAX,
  FEEDBACK_TYPES,
  feedbackRequestSchema,
  type Feedback,
} from '@playdeck/contract/feedback';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field } from '../../../ui/Field';
import { ImagePicker, useImagePicker } from '../../../ui/ImagePicker';
import { Pagination } from '../../../ui/Pagination';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { Select } from '../../../ui/Select';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { useMyFeedback, useSendFeedback } from '../api/feedback';
import styles from './feedback.module.css';

export function FeedbackSection() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  if (isTrial) return <EmptyState title={t('feedback.realAccountOnly')} />;
  return (
    <PanelStack>
      <FeedbackForm />
      <FeedbackHistory />
    </PanelStack>
  );
}

const formSchema = feedbackRequestSchema.pick({ type: true, content: true });
type FormValues = z.input<typeof formSchema>;

function FeedbackForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const sendFeedback = useSendFeedback();
  const images = useImagePicker();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { type: 'SUGGESTION', content: '' },
  });
  const length = watch('content').length;

  const submit = handleSubmit(async (values) => {
    try {
      await sendFeedback.mutateAsync({ ...values, images: images.base64() });
      reset();
      images.clear();
      await dialogs.success(t('feedback.sent'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        await dialogs.warning(t('errors.network'));
        return;
      }
      const { type, content } = error.fields;
      if (type) setError('type', { message: type });
      if (content) setError('content', { message: content });
      const onImages = images.showRefusal(error.fields);
      if (!type && !content && !onImages) await dialogs.warning(error.message);
    }
  });

  return (
    <Panel title={t('feedback.form.title')} headingLevel={2}>
      <PanelNote>{t('feedback.form.text')}</PanelNote>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('feedback.form.type')} errors={errorText(errors.type?.message)}>
          <Select {...register('type')}>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('feedback.form.content')}
          hint={
            <span
              data-testid="feedback-counter"
              data-over={length > FEEDBACK_CONTENT_LENGTH_MAX || undefined}
            >
              {t('feedback.form.counter', { count: length, max: FEEDBACK_CONTENT_LENGTH_MAX })}
            </span>
          }
          errors={errorText(errors.content?.message)}
        >
          <TextArea
            rows={3}
            maxLength={FEEDBACK_CONTENT_LENGTH_MAX}
            placeholder={t('feedback.form.placeholder')}
            {...register('content')}
          />
        </Field>
        <ImagePicker
          label={t('feedback.form.images')}
          hint={t('feedback.form.imagesHint')}
          {...images.picker}
        />
        <Button type="submit" loading={isSubmitting} className={styles.submit}>
          {t('feedback.form.submit')}
        </Button>
      </form>
    </Panel>
  );
}

function FeedbackHistory() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useMyFeedback(pageNo);
  const page = query.data;
  return (
    <Panel title={t('feedback.history.title')} headingLevel={2}>
      <ReportState
        query={query}
        empty={page?.list.length === 0}
        emptyText={t('feedback.history.empty')}
        searchFields={[]}
      />
      {page && page.list.length > 0 ? (
        <ul className={styles.history} aria-label={t('feedback.history.title')}>
          {page.list.map((feedback) => (
            <FeedbackItem key={feedback.id} feedback={feedback} />
          ))}
        </ul>
      ) : null}
      {page && page.totalPages > 1 ? (
        <Pagination page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
      ) : null}
    </Panel>
  );
}

function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={styles.item} data-testid="feedback-item">
      <div className={styles.itemTop}>
        <strong>{t(`feedback.types.${feedback.type}`)}</strong>
        <StatusBadge tone={feedback.status === 'ANSWERED' ? 'success' : 'info'}>
          {t(`feedback.statuses.${feedback.status}`)}
        </StatusBadge>
      </div>
      <span className={styles.meta}>
        {time.format(new Date(feedback.createdAt))}
        {feedback.imageCount > 0 ? ` · ${t('feedback.history.images', { count: feedback.imageCount })}` : ''}
      </span>
      <p className={styles.content}>{feedback.content}</p>
      {feedback.answer !== null ? (
        <div className={styles.answer}>
          <span className={styles.meta}>
            {t('feedback.history.answer')}
            {feedback.answeredAt ? ` · ${time.format(new Date(feedback.answeredAt))}` : ''}
          </span>
          <p className={styles.content} data-testid="feedback-answer">
            {feedback.answer}
          </p>
        </div>
      ) : null}
    </li>
  );
}
