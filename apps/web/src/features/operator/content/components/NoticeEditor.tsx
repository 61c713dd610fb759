// Writes or changes a notice (the header bell and the marquee): language, title, plain-text content
// and dates. After a save the editor stays open on the stored notice.
import { useTranslation } from 'react-i18next';
import { noticeInputSchema, type NoticeInput, type OperatorNotice } from '@playdeck/contract/content';
import { useErrorText } from '../../../../lib/error-text';
import { Field, TextInput } from '../../../../ui/Field';
import { Select } from '../../../../ui/Select';
import { TextArea } from '../../../../ui/TextArea';
import { useSaveNotice } from '../api/notices';
import type { ContentLanguage } from '../content-language';
import { dateInputToIso, isoToDateInput } from '../date-input';
import { ContentEditorDialog } from './ContentEditorDialog';
import { LanguageOptions } from './LanguageOptions';
import { useContentEditor, type ContentEditorEvents } from './use-content-editor';
import styles from './desk.module.css';

type FormValues = {
  language: string;
  title: string;
  content: string;
  publishedAt: string;
  expiresAt: string;
};

const FIELDS = ['language', 'title', 'content', 'publishedAt', 'expiresAt'] as const;

function toFormValues(item: OperatorNotice | null, language: ContentLanguage): FormValues {
  return {
    language: item?.language ?? language,
    title: item?.title ?? '',
    content: item?.content ?? '',
    publishedAt: isoToDateInput(item?.publishedAt),
    expiresAt: isoToDateInput(item?.expiresAt),
  };
}

function toInput(values: FormValues): NoticeInput {
  return {
    language: values.language as NoticeInput['language'],
    title: values.title,
    content: values.content,
    publishedAt: dateInputToIso(values.publishedAt),
    expiresAt: dateInputToIso(values.expiresAt),
  };
}

export interface NoticeEditorProps extends ContentEditorEvents<OperatorNotice> {
  /** The notice to change; null writes a new one. */
  notice: OperatorNotice | null;
}

export function NoticeEditor({ notice, ...events }: NoticeEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const saveNotice = useSaveNotice();
  const words = 'operator.content.notices';
  const { form, stored, check, save, dialog } = useContentEditor({
    item: notice,
    words,
    toFormValues,
    fields: FIELDS,
    ...events,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async (values) => {
    const input = check(noticeInputSchema, toInput(values));
    if (input) await save(() => saveNotice.mutateAsync({ id: stored?.id ?? null, input }));
  });

  return (
    <ContentEditorDialog dialog={dialog} onSubmit={submit}>
      <Field
        className={styles.wide}
        label={t('operator.content.itemTitle')}
        required
        errors={errorText(errors.title?.message)}
      >
        <TextInput maxLength={120} autoComplete="off" {...register('title')} />
      </Field>
      <Field label={t('operator.language')} required errors={errorText(errors.language?.message)}>
        <Select {...register('language')}>
          <LanguageOptions />
        </Select>
      </Field>
      <Field
        label={t('operator.content.publishedAt')}
        errors={errorText(errors.publishedAt?.message)}
        hint={t('operator.content.publishedAtHint')}
      >
        <TextInput type="datetime-local" {...register('publishedAt')} />
      </Field>
      <Field
        label={t('operator.content.expiresAt')}
        errors={errorText(errors.expiresAt?.message)}
        hint={t('operator.content.expiresAtHint')}
      >
        <TextInput type="datetime-local" {...register('expiresAt')} />
      </Field>

      <Field
        className={styles.wide}
        label={t(`${words}.content`)}
        required
        errors={errorText(errors.content?.message)}
        hint={t(`${words}.contentHint`)}
      >
        <TextArea rows={4} maxLength={500} {...register('content')} />
      </Field>
    </ContentEditorDialog>
  );
}
