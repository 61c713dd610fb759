// Writes or changes a good of the points mall: its name in each language, the picture's address
// (previewed as it will show), the price in points, the stock, the order and the switch. The server
// checks the whole input (the contract's rules) and its per-field messages land on the fields; after
// a save the editor stays open on the stored good (use-item-editor).
import type { UseFormReturn } from 'react-hook-form';
import type { OperatorPointsGood } from '@playdeck/contract/points';
import { Field, TextInput } from '../../../ui/Field';
import { useSaveGood } from './api/points';
import { ImageUrlField, LanguageFields, OrderAndSwitchFields } from './EditorFields';
import { FieldGroup } from './FieldGroup';
import { GOOD_FIELDS, toFormValues, toInput, type GoodFormValues } from './good-form';
import { ItemEditorDialog } from './ItemEditorDialog';
import { useFormFields } from './use-form-fields';
import { useItemEditor, type ItemEditorEvents } from './use-item-editor';
import styles from './promotions.module.css';

const FORM = 'operator.promotions.points.goodForm';

export interface GoodEditorProps extends ItemEditorEvents<OperatorPointsGood> {
  /** The good to change; null writes a new one. */
  good: OperatorPointsGood | null;
}

export function GoodEditor({ good, ...events }: GoodEditorProps) {
  const saveGood = useSaveGood();
  const { form, submit, dialog } = useItemEditor({
    item: good,
    words: FORM,
    toFormValues,
    toInput,
    save: saveGood.mutateAsync,
    fields: GOOD_FIELDS,
    ...events,
  });
  return (
    <ItemEditorDialog dialog={dialog} onSubmit={submit}>
      <GoodFields form={form} />
    </ItemEditorDialog>
  );
}

/** The names, the price, stock, order and switch, and the picture's address with its preview. */
function GoodFields({ form }: { form: UseFormReturn<GoodFormValues> }) {
  const { t, errorText, register, watch, errors } = useFormFields(form);
  const imageUrl = watch('imageUrl').trim();
  return (
    <>
      <FieldGroup legend={t(`${FORM}.names`)}>
        <LanguageFields
          form={form}
          name="name"
          label={(language) => t(`${FORM}.name`, { language })}
          maxLength={60}
        />
      </FieldGroup>
      <FieldGroup legend={t(`${FORM}.offer`)}>
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
        <OrderAndSwitchFields form={form} orderLabel={t(`${FORM}.sortOrder`)} />
      </FieldGroup>
      <FieldGroup legend={t(`${FORM}.picture`)}>
        <ImageUrlField form={form} label={t(`${FORM}.imageUrl`)} hint={t(`${FORM}.imageUrlHint`)} />
        {imageUrl ? (
          <img className={styles.thumbnail} src={imageUrl} alt={t(`${FORM}.picturePreview`)} />
        ) : null}
      </FieldGroup>
    </>
  );
}
