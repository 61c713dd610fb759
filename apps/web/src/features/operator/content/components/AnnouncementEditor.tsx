// Writes or changes an announcement (SPEC.md §2 "Modals", §3 "Announcement"): language, type,
// platform, popup audience (or the list only), title, HTML content, promotion, order, switch and
// dates. The preview shows the content the server stored after sanitising, never the text area's
// input; after a save the editor stays open on the stored announcement.
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_PLATFORMS,
  ANNOUNCEMENT_TYPES,
  announcementInputSchema,
  type AnnouncementInput,
  type OperatorAnnouncement,
} from '@playdeck/contract/content';
import { useErrorText } from '../../../../lib/error-text';
import { Field, TextInput } from '../../../../ui/Field';
import { Select } from '../../../../ui/Select';
import { TextArea } from '../../../../ui/TextArea';
import { Checkbox } from '../../components/Checkbox';
import { useSaveAnnouncement } from '../api/announcements';
import type { ContentLanguage } from '../content-language';
import { dateInputToIso, isoToDateInput } from '../date-input';
import { toSortOrder } from '../form-check';
import { ContentEditorDialog } from './ContentEditorDialog';
import { LanguageOptions } from './LanguageOptions';
import { SavedHtmlPreview } from './SavedHtmlPreview';
import { useContentEditor, type ContentEditorEvents } from './use-content-editor';
import styles from './desk.module.css';

type FormValues = {
  language: string;
  type: string;
  platform: string;
  /** '' is the list only (no popup). */
  execution: string;
  title: string;
  content: string;
  promotionType: string;
  enabled: boolean;
  sortOrder: string;
  publishedAt: string;
  expiresAt: string;
};

/** The fields a refusal can name, the contract's names and the form's alike. */
const FIELDS = [
  'language',
  'type',
  'platform',
  'execution',
  'title',
  'content',
  'promotionType',
  'sortOrder',
  'publishedAt',
  'expiresAt',
] as const;

function toFormValues(item: OperatorAnnouncement | null, language: ContentLanguage): FormValues {
  return {
    language: item?.language ?? language,
    type: item?.type ?? ANNOUNCEMENT_TYPES[0],
    platform: item?.platform ?? 'W',
    execution: item?.execution ?? '',
    title: item?.title ?? '',
    content: item?.content ?? '',
    promotionType: item?.promotionType ?? '',
    enabled: item?.enabled ?? true,
    sortOrder: String(item?.sortOrder ?? 0),
    publishedAt: isoToDateInput(item?.publishedAt),
    expiresAt: isoToDateInput(item?.expiresAt),
  };
}

function toInput(values: FormValues): AnnouncementInput {
  return {
    language: values.language as AnnouncementInput['language'],
    type: values.type as AnnouncementInput['type'],
    platform: values.platform as AnnouncementInput['platform'],
    execution: (values.execution || null) as AnnouncementInput['execution'],
    title: values.title,
    content: values.content,
    promotionType: values.promotionType.trim() || null,
    enabled: values.enabled,
    sortOrder: toSortOrder(values.sortOrder),
    publishedAt: dateInputToIso(values.publishedAt),
    expiresAt: dateInputToIso(values.expiresAt),
  };
}

export interface AnnouncementEditorProps extends ContentEditorEvents<OperatorAnnouncement> {
  /** The announcement to change; null writes a new one. */
  announcement: OperatorAnnouncement | null;
}

export function AnnouncementEditor({ announcement, ...events }: AnnouncementEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const saveAnnouncement = useSaveAnnouncement();
  const words = 'operator.content.announcements';
  const { form, stored, check, save, dialog } = useContentEditor({
    item: announcement,
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

  const submit = handleSubmit(async (values) => {
    const input = check(announcementInputSchema, toInput(values));
    if (input) await save(() => saveAnnouncement.mutateAsync({ id: stored?.id ?? null, input }));
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
      <Field label={t(`${words}.type`)} required errors={errorText(errors.type?.message)}>
        <Select {...register('type')}>
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type} · {t(`operator.content.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t(`${words}.platform`)} required errors={errorText(errors.platform?.message)}>
        <Select {...register('platform')}>
          {ANNOUNCEMENT_PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {platform} · {t(`operator.content.platforms.${platform}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        className={styles.span2}
        label={t(`${words}.execution`)}
        errors={errorText(errors.execution?.message)}
        hint={t(`${words}.executionHint`)}
      >
        <Select {...register('execution')}>
          <option value="">{t('operator.content.executions.none')}</option>
          {ANNOUNCEMENT_EXECUTIONS.map((execution) => (
            <option key={execution} value={execution}>
              {execution} · {t(`operator.content.executions.${execution}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t(`${words}.promotionType`)}
        errors={errorText(errors.promotionType?.message)}
        hint={t(`${words}.promotionTypeHint`)}
      >
        <TextInput maxLength={40} autoComplete="off" {...register('promotionType')} />
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
      <Field label={t('operator.content.sortOrder')} errors={errorText(errors.sortOrder?.message)}>
        <TextInput type="number" min={0} max={10_000} step={1} {...register('sortOrder')} />
      </Field>
      <div className={styles.wide}>
        <Checkbox label={t('operator.enabled')} {...register('enabled')} />
      </div>
      <div className={styles.htmlPair}>
        <Field
          label={t('operator.content.contentHtml')}
          required
          errors={errorText(errors.content?.message)}
          hint={t('operator.content.contentHtmlHint')}
        >
          <TextArea rows={8} maxLength={20_000} spellCheck={false} {...register('content')} />
        </Field>
        <SavedHtmlPreview html={stored?.content ?? null} stale={Boolean(stored && dirtyFields.content)} />
      </div>
    </ContentEditorDialog>
  );
}
