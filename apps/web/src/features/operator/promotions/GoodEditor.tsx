// Writes or changes a good of the points mall: its name in each language, the picture's address
// (previewed as it will show), the price in points, the stock, the order and the switch. The server
// checks the whole input (the contract's rules) and its per-field messages land on the fields; after
// a save the editor stays open on the stored good.
import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorPointsGood } from '@playdeck/contract/points';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { EditDialog } from '../components/EditDialog';
import { useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { useSaveGood } from './api/points';
import { GOOD_FIELDS, toFormValues, toInput, type GoodFormValues } from './good-form';
import { LANGUAGES } from './reward-form-values';
import layout from '../components/form-layout.module.css';
import styles from './promotions.module.css';

const FORM = 'operator.promotions.points.goodForm';

export interface GoodEditorProps {
  /** The good to change; null writes a new one. */
  good: OperatorPointsGood | null;
  onSaved: (good: OperatorPointsGood) => void;
  onClose: () => void;
}

export function GoodEditor({ good, onSaved, onClose }: GoodEditorProps) {
  const { t } = useTranslation();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const saveGood = useSaveGood();
  const formId = useId();
  const [stored, setStored] = useState(good);
  const [savedHere, setSavedHere] = useState(false);
  const form = useForm<GoodFormValues>({ defaultValues: toFormValues(good) });
  const { handleSubmit, reset, setError } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveGood.mutateAsync({ id: stored?.id ?? null, input: toInput(values) });
      setStored(answer);
      setSavedHere(true);
      reset(toFormValues(answer));
      notice.show(t('operator.saved'));
      onSaved(answer);
    } catch (error) {
      await showRefusal(error, setError, GOOD_FIELDS);
    }
  });

  return (
    <EditDialog
      title={stored ? t(`${FORM}.editTitle`, { id: stored.id }) : t(`${FORM}.createTitle`)}
      formId={formId}
      saving={form.formState.isSubmitting}
      saved={savedHere}
      notice={notice.message}
      onClose={onClose}
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <GoodFields form={form} />
      </form>
    </EditDialog>
  );
}

/** The names, the price, stock, order and switch, and the picture's address with its preview. */
function GoodFields({ form }: { form: UseFormReturn<GoodFormValues> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const imageUrl = watch('imageUrl').trim();
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={layout.legend}>{t(`${FORM}.names`)}</legend>
        {LANGUAGES.map((language) => (
          <Field
            key={language}
            label={t(`${FORM}.name`, { language: t(`operator.languages.${language}`) })}
            required
            errors={errorText(errors.name?.[language]?.message)}
          >
            <TextInput maxLength={60} autoComplete="off" {...register(`name.${language}`)} />
          </Field>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={layout.legend}>{t(`${FORM}.offer`)}</legend>
        <Field label={t(`${FORM}.points`)} required errors={errorText(errors.points?.message)}>
          <TextInput inputMode="numeric" autoComplete="off" maxLength={9} {...register('points')} />
        </Field>
        <Field
          label={t(`${FORM}.stock`)}
          hint={t(`${FORM}.stockHint`)}
          required
          errors={errorText(errors.stock?.message)}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={7} {...register('stock')} />
        </Field>
        <Field label={t(`${FORM}.sortOrder`)} errors={errorText(errors.sortOrder?.message)}>
          <TextInput inputMode="numeric" autoComplete="off" maxLength={5} {...register('sortOrder')} />
        </Field>
        <div className={styles.wide}>
          <Switch label={t('operator.enabled')} {...register('enabled')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={layout.legend}>{t(`${FORM}.picture`)}</legend>
        <Field
          className={styles.wide}
          label={t(`${FORM}.imageUrl`)}
          hint={t(`${FORM}.imageUrlHint`)}
          errors={errorText(errors.imageUrl?.message)}
        >
          <TextInput maxLength={500} autoComplete="off" {...register('imageUrl')} />
        </Field>
        {imageUrl ? (
          <img className={styles.thumbnail} src={imageUrl} alt={t(`${FORM}.picturePreview`)} />
        ) : null}
      </fieldset>
    </>
  );
}
