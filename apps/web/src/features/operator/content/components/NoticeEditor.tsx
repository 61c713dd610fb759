// Writes or changes a notice (the header bell and the marquee): language, title, plain-text content
// and dates. After a save the editor stays open on the stored notice.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { noticeInputSchema, type NoticeInput, type OperatorNotice } from '@playdeck/contract/content';
import { useErrorText } from '../../../../lib/error-text';
import { Field, TextInput } from '../../../../ui/Field';
import { Select } from '../../../../ui/Select';
import { TextArea } from '../../../../ui/TextArea';
import { EditDialog } from '../../components/EditDialog';
import { useSavedNotice } from '../../components/SavedNotice';
import { useShowRefusal } from '../../form-errors';
import { useSaveNotice } from '../api/notices';
import { defaultContentLanguage, type ContentLanguage } from '../content-language';
import { dateInputToIso, isoToDateInput } from '../date-input';
import { useContractCheck } from '../form-check';
import { LanguageOptions } from './LanguageOptions';
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

export interface NoticeEditorProps {
  /** The notice to change; null writes a new one. */
  notice: OperatorNotice | null;
  onSaved: (notice: OperatorNotice) => void;
  onClose: () => void;
}

export function NoticeEditor({ notice, onSaved, onClose }: NoticeEditorProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const check = useContractCheck();
  const showRefusal = useShowRefusal();
  const save = useSaveNotice();
  const savedNotice = useSavedNotice();
  const formId = useId();
  const [stored, setStored] = useState(notice);
  const [savedHere, setSavedHere] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: toFormValues(notice, defaultContentLanguage(i18n.language)) });

  const submit = handleSubmit(async (values) => {
    const input = check(noticeInputSchema, toInput(values), setError, FIELDS);
    if (!input) return;
    try {
      const answer = await save.mutateAsync({ id: stored?.id ?? null, input });
      setStored(answer);
      setSavedHere(true);
      reset(toFormValues(answer, answer.language));
      savedNotice.show(t('operator.saved'));
      onSaved(answer);
    } catch (error) {
      await showRefusal(error, setError, FIELDS);
    }
  });

  const words = 'operator.content.notices';
  return (
    <EditDialog
      title={stored ? t(`${words}.editTitle`) : t(`${words}.createTitle`)}
      formId={formId}
      saving={isSubmitting}
      saved={savedHere}
      notice={savedNotice.message}
      onClose={onClose}
      size="lg"
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
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
      </form>
    </EditDialog>
  );
}
