// Writes a help topic in a language (the help centre's section at /help#code) or replaces the one of
// that code and language: code, language, title, HTML content and order. A topic's code and language
// name it, so they are fixed once it exists. The preview shows the content as the server stored it.
import { useTranslation } from 'react-i18next';
import {
  helpTopicInputSchema,
  helpTopicParamsSchema,
  type OperatorHelpTopic,
} from '@playdeck/contract/content';
import { useErrorText } from '../../../../lib/error-text';
import { Field, TextInput } from '../../../../ui/Field';
import { Select } from '../../../../ui/Select';
import { TextArea } from '../../../../ui/TextArea';
import { useDialogs } from '../../../../ui/dialogs';
import { useOperatorHelpTopics, useSaveHelpTopic } from '../api/help-topics';
import type { ContentLanguage } from '../content-language';
import { toSortOrder } from '../form-check';
import { ContentEditorDialog } from './ContentEditorDialog';
import { LanguageOptions } from './LanguageOptions';
import { SavedHtmlPreview } from './SavedHtmlPreview';
import { useContentEditor, type ContentEditorEvents } from './use-content-editor';
import styles from './desk.module.css';

/** `code` and `lang` are the call's path parameters, under the names the server's refusals use. */
type FormValues = {
  code: string;
  lang: string;
  title: string;
  content: string;
  sortOrder: string;
};

const FIELDS = ['code', 'lang', 'title', 'content', 'sortOrder'] as const;

function toFormValues(item: OperatorHelpTopic | null, language: ContentLanguage): FormValues {
  return {
    code: item?.code ?? '',
    lang: item?.language ?? language,
    title: item?.title ?? '',
    content: item?.contentHtml ?? '',
    sortOrder: String(item?.sortOrder ?? 0),
  };
}

export interface HelpTopicEditorProps extends ContentEditorEvents<OperatorHelpTopic> {
  /** The topic to change; null writes one (replacing a topic of the same code and language). */
  topic: OperatorHelpTopic | null;
}

export function HelpTopicEditor({ topic, ...events }: HelpTopicEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const topics = useOperatorHelpTopics();
  const saveHelpTopic = useSaveHelpTopic();
  const words = 'operator.content.helpTopics';
  const { form, stored, check, save, dialog } = useContentEditor({
    item: topic,
    words,
    toFormValues,
    fields: FIELDS,
    ...events,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = form;

  /** Writing a new topic over an existing one of the same code and language asks first. */
  const confirmReplace = async (code: string, language: string) => {
    const taken = (topics.data ?? []).find((item) => item.code === code && item.language === language);
    if (stored || !taken) return true;
    return dialogs.confirm({
      title: t(`${words}.replaceTitle`),
      message: t(`${words}.replaceMessage`, { code, language: t(`operator.languages.${language}`) }),
      confirmLabel: t(`${words}.replace`),
      cancelLabel: t('operator.cancel'),
    });
  };

  const submit = handleSubmit(async (values) => {
    // A stored topic keeps its code and language: they name it.
    const key = stored
      ? { code: stored.code, lang: stored.language }
      : check(helpTopicParamsSchema, { code: values.code.trim(), lang: values.lang as ContentLanguage });
    const input = check(helpTopicInputSchema, {
      title: values.title,
      content: values.content,
      sortOrder: toSortOrder(values.sortOrder),
    });
    if (!key || !input || !(await confirmReplace(key.code, key.lang))) return;
    await save(() => saveHelpTopic.mutateAsync({ key: { code: key.code, language: key.lang }, input }));
  });

  return (
    <ContentEditorDialog dialog={dialog} onSubmit={submit}>
      <Field
        label={t(`${words}.code`)}
        required
        errors={errorText(errors.code?.message)}
        hint={t(`${words}.codeHint`)}
      >
        {stored ? (
          <TextInput key="stored" className={styles.readOnly} readOnly value={stored.code} />
        ) : (
          <TextInput maxLength={40} autoComplete="off" spellCheck={false} {...register('code')} />
        )}
      </Field>
      <Field label={t('operator.language')} required errors={errorText(errors.lang?.message)}>
        {stored ? (
          <TextInput
            key="stored"
            className={styles.readOnly}
            readOnly
            value={t(`operator.languages.${stored.language}`)}
          />
        ) : (
          <Select {...register('lang')}>
            <LanguageOptions />
          </Select>
        )}
      </Field>
      <Field label={t('operator.content.sortOrder')} errors={errorText(errors.sortOrder?.message)}>
        <TextInput type="number" min={0} max={10_000} step={1} {...register('sortOrder')} />
      </Field>
      <Field
        className={styles.wide}
        label={t('operator.content.itemTitle')}
        required
        errors={errorText(errors.title?.message)}
      >
        <TextInput maxLength={120} autoComplete="off" {...register('title')} />
      </Field>
      <div className={styles.htmlPair}>
        <Field
          label={t('operator.content.contentHtml')}
          required
          errors={errorText(errors.content?.message)}
          hint={t('operator.content.contentHtmlHint')}
        >
          <TextArea rows={8} maxLength={20_000} spellCheck={false} {...register('content')} />
        </Field>
        <SavedHtmlPreview html={stored?.contentHtml ?? null} stale={Boolean(stored && dirtyFields.content)} />
      </div>
    </ContentEditorDialog>
  );
}
