// Adds or changes a banner (SPEC.md §3 "Banner"): where it shows (home carousel, registration
// picture, side menu), language, title, the picture (previewed), what a click does (nothing, a site
// route, an https address; no link field for nothing), switch and order.
import { useTranslation } from 'react-i18next';
import {
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  bannerInputSchema,
  type BannerInput,
  type OperatorBanner,
} from '@playdeck/contract/content';
import { useErrorText } from '../../../../lib/error-text';
import { Field, TextInput } from '../../../../ui/Field';
import { Select } from '../../../../ui/Select';
import { Checkbox } from '../../components/Checkbox';
import { useSaveBanner } from '../api/banners';
import type { ContentLanguage } from '../content-language';
import { toSortOrder } from '../form-check';
import { ContentEditorDialog } from './ContentEditorDialog';
import { LanguageOptions } from './LanguageOptions';
import { PicturePreview } from './PicturePreview';
import { useContentEditor, type ContentEditorEvents } from './use-content-editor';
import styles from './desk.module.css';

type FormValues = {
  groupName: string;
  language: string;
  title: string;
  imageUrl: string;
  linkageType: string;
  linkUrl: string;
  enabled: boolean;
  sortOrder: string;
};

const FIELDS = ['groupName', 'language', 'title', 'imageUrl', 'linkageType', 'linkUrl', 'sortOrder'] as const;

function toFormValues(item: OperatorBanner | null, language: ContentLanguage): FormValues {
  return {
    groupName: item?.groupName ?? BANNER_GROUPS[0],
    language: item?.language ?? language,
    title: item?.title ?? '',
    imageUrl: item?.imageUrl ?? '',
    linkageType: item?.linkageType ?? 'NONE',
    linkUrl: item?.linkUrl ?? '',
    enabled: item?.enabled ?? true,
    sortOrder: String(item?.sortOrder ?? 0),
  };
}

function toInput(values: FormValues): BannerInput {
  return {
    groupName: values.groupName as BannerInput['groupName'],
    language: values.language as BannerInput['language'],
    title: values.title,
    imageUrl: values.imageUrl,
    linkageType: values.linkageType as BannerInput['linkageType'],
    // A banner that opens nothing has no link, whatever the hidden field still holds.
    linkUrl: values.linkageType === 'NONE' ? null : values.linkUrl,
    enabled: values.enabled,
    sortOrder: toSortOrder(values.sortOrder),
  };
}

export interface BannerEditorProps extends ContentEditorEvents<OperatorBanner> {
  /** The banner to change; null adds a new one. */
  banner: OperatorBanner | null;
}

export function BannerEditor({ banner, ...events }: BannerEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const saveBanner = useSaveBanner();
  const words = 'operator.content.banners';
  const { form, stored, check, save, dialog } = useContentEditor({
    item: banner,
    words,
    toFormValues,
    fields: FIELDS,
    ...events,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const linkageType = watch('linkageType');
  const imageUrl = watch('imageUrl');

  const submit = handleSubmit(async (values) => {
    const input = check(bannerInputSchema, toInput(values));
    if (input) await save(() => saveBanner.mutateAsync({ id: stored?.id ?? null, input }));
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
      <Field label={t(`${words}.group`)} required errors={errorText(errors.groupName?.message)}>
        <Select {...register('groupName')}>
          {BANNER_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`${words}.groups.${group}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('operator.language')} required errors={errorText(errors.language?.message)}>
        <Select {...register('language')}>
          <LanguageOptions />
        </Select>
      </Field>
      <Field label={t('operator.content.sortOrder')} errors={errorText(errors.sortOrder?.message)}>
        <TextInput type="number" min={0} max={10_000} step={1} {...register('sortOrder')} />
      </Field>
      <Field
        className={styles.wide}
        label={t(`${words}.imageUrl`)}
        required
        errors={errorText(errors.imageUrl?.message)}
        hint={t('operator.content.pictureHint')}
      >
        <TextInput maxLength={500} autoComplete="off" spellCheck={false} {...register('imageUrl')} />
      </Field>
      <div className={styles.wide}>
        <PicturePreview url={imageUrl} alt={t(`${words}.picturePreview`)} />
      </div>
      <Field label={t(`${words}.linkageType`)} required errors={errorText(errors.linkageType?.message)}>
        <Select {...register('linkageType')}>
          {BANNER_LINKAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`${words}.linkageTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {linkageType === 'NONE' ? null : (
        <Field
          className={styles.span2}
          label={t(`${words}.linkUrl`)}
          required
          errors={errorText(errors.linkUrl?.message)}
          hint={t(linkageType === 'ROUTE' ? `${words}.routeHint` : `${words}.urlHint`)}
        >
          <TextInput maxLength={500} autoComplete="off" spellCheck={false} {...register('linkUrl')} />
        </Field>
      )}
      <div className={styles.wide}>
        <Checkbox label={t('operator.enabled')} {...register('enabled')} />
      </div>
    </ContentEditorDialog>
  );
}
