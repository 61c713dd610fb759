// The legal licence of the content desk (the footer's licence popup and /licence), one per language:
// the form (title, issuing authority, licence number, HTML terms, seal picture) beside the licence
// as visitors read it now, which after a save is the server's answer (sanitised HTML).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { licenceInputSchema, type Licence } from '@playdeck/contract/content';
import { useErrorText } from '../../../../lib/error-text';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { Field, TextInput } from '../../../../ui/Field';
import { Panel } from '../../../../ui/Panel';
import { Select } from '../../../../ui/Select';
import { TextArea } from '../../../../ui/TextArea';
import { QueryState } from '../../components/QueryState';
import { SavedNotice, useSavedNotice } from '../../components/SavedNotice';
import { useShowRefusal } from '../../form-errors';
import { useDateTime } from '../../use-date-time';
import { useLicence, useSaveLicence } from '../api/licence';
import { defaultContentLanguage, type ContentLanguage } from '../content-language';
import { useContractCheck } from '../form-check';
import { LanguageOptions } from './LanguageOptions';
import { PicturePreview } from './PicturePreview';
import { SavedHtmlPreview } from './SavedHtmlPreview';
import styles from './desk.module.css';
import { IfAllowed } from '../../components/staff-rights';

type FormValues = {
  title: string;
  authority: string;
  licenceNumber: string;
  content: string;
  sealUrl: string;
};

const FIELDS = ['title', 'authority', 'licenceNumber', 'content', 'sealUrl'] as const;

function toFormValues(licence: Licence | null): FormValues {
  return {
    title: licence?.title ?? '',
    authority: licence?.authority ?? '',
    licenceNumber: licence?.licenceNumber ?? '',
    content: licence?.content ?? '',
    sealUrl: licence?.sealUrl ?? '',
  };
}

/** The licence as published: what the visitors' popup shows. */
function PublishedLicence({ licence }: { licence: Licence | null }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const words = 'operator.content.licence';
  return (
    <Panel title={t(`${words}.published`)}>
      {licence === null ? (
        <EmptyState title={t(`${words}.none`)} />
      ) : (
        <div className={styles.licenceForm}>
          <dl className={styles.facts}>
            <dt>{t('operator.content.itemTitle')}</dt>
            <dd>{licence.title}</dd>
            <dt>{t(`${words}.authority`)}</dt>
            <dd>{licence.authority}</dd>
            <dt>{t(`${words}.licenceNumber`)}</dt>
            <dd>{licence.licenceNumber}</dd>
            <dt>{t(`${words}.updatedAt`)}</dt>
            <dd>{dateTime(licence.updatedAt)}</dd>
          </dl>
          {licence.sealUrl ? (
            <img className={styles.seal} src={licence.sealUrl} alt={t(`${words}.seal`)} />
          ) : null}
          <SavedHtmlPreview html={licence.content} />
        </div>
      )}
    </Panel>
  );
}

function LicenceForm({ language, licence }: { language: ContentLanguage; licence: Licence | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const check = useContractCheck();
  const showRefusal = useShowRefusal();
  const save = useSaveLicence();
  const notice = useSavedNotice();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: toFormValues(licence) });
  const sealUrl = watch('sealUrl');
  const words = 'operator.content.licence';

  const submit = handleSubmit(async (values) => {
    const input = check(
      licenceInputSchema,
      { ...values, sealUrl: values.sealUrl.trim() || null },
      setError,
      FIELDS,
    );
    if (!input) return;
    try {
      const answer = await save.mutateAsync({ language, input });
      reset(toFormValues(answer));
      notice.show(t('operator.saved'));
    } catch (error) {
      await showRefusal(error, setError, FIELDS);
    }
  });

  return (
    <form
      className={styles.licenceForm}
      onSubmit={submit}
      noValidate
      aria-label={t(`${words}.formLabel`, { language: t(`operator.languages.${language}`) })}
    >
      <IfAllowed disable>
        <Field label={t('operator.content.itemTitle')} required errors={errorText(errors.title?.message)}>
          <TextInput maxLength={120} autoComplete="off" {...register('title')} />
        </Field>
        <Field label={t(`${words}.authority`)} required errors={errorText(errors.authority?.message)}>
          <TextInput maxLength={120} autoComplete="off" {...register('authority')} />
        </Field>
        <Field label={t(`${words}.licenceNumber`)} required errors={errorText(errors.licenceNumber?.message)}>
          <TextInput maxLength={60} autoComplete="off" {...register('licenceNumber')} />
        </Field>
        <Field
          label={t(`${words}.sealUrl`)}
          errors={errorText(errors.sealUrl?.message)}
          hint={t(`${words}.sealUrlHint`)}
        >
          <TextInput maxLength={500} autoComplete="off" spellCheck={false} {...register('sealUrl')} />
        </Field>
        {sealUrl.trim() ? (
          <PicturePreview url={sealUrl} alt={t(`${words}.seal`)} className={styles.seal} />
        ) : null}
        <Field
          label={t('operator.content.contentHtml')}
          required
          errors={errorText(errors.content?.message)}
          hint={t('operator.content.contentHtmlHint')}
        >
          <TextArea rows={10} maxLength={20_000} spellCheck={false} {...register('content')} />
        </Field>
        <IfAllowed>
          <div className={styles.formActions}>
            <Button type="submit" loading={isSubmitting}>
              {t(`${words}.publish`)}
            </Button>
            <SavedNotice message={notice.message} />
          </div>
        </IfAllowed>
      </IfAllowed>
    </form>
  );
}

export function LicenceTab() {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<ContentLanguage>(() => defaultContentLanguage(i18n.language));
  const query = useLicence(language);
  return (
    <div className={styles.licence}>
      <Panel aria-label={t('operator.content.tabs.licence')}>
        <Field label={t('operator.language')}>
          <Select
            className={styles.filter}
            value={language}
            onChange={(event) => setLanguage(event.target.value as ContentLanguage)}
          >
            <LanguageOptions />
          </Select>
        </Field>
        <QueryState query={query} />
        {/* A form per language, so that switching language never carries one's text to another. */}
        {query.data !== undefined ? (
          <LicenceForm key={language} language={language} licence={query.data} />
        ) : null}
      </Panel>
      {query.data !== undefined ? <PublishedLicence licence={query.data} /> : null}
    </div>
  );
}
