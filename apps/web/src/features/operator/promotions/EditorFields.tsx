// The fields the desk's editors (a promotion, a good, a mission, a raffle draw) write the same way:
// a text in each language, a select of one of the form's choices, the game category (all or one), a
// picture's address, and the item's order and switch. Each takes the editor's form and the label its
// editor gives it; the form's field names are the contract's, so a refusal's message lands on its
// field. Labels, hints and limits that differ between the editors stay with the editor.
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { GAME_TYPES } from '@playdeck/contract/lobby';
import { Field, TextInput } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { usePromotionWords } from './promotion-words';
import { LANGUAGES } from './reward-form-values';
import { useFormFields } from './use-form-fields';
import styles from './promotions.module.css';

/** The game categories a valid bet or a round may count in: all of them, or one. */
const CATEGORIES = ['ALL', ...GAME_TYPES] as const;

/** The message on a field the component is given by name. */
const messageOf = <Values extends FieldValues>(errors: FieldErrors<Values>, field: Path<Values>) =>
  (get(errors, field) as FieldError | undefined)?.message;

export interface LanguageFieldsProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The form's object of texts by language ("title" holds "title.vi" and "title.en"). */
  name: Path<Values>;
  /** A field's label, given the language's name. */
  label: (language: string) => string;
  maxLength: number;
}

/** A text in each language the operator writes in: one required field per language, in the forms' order. */
export function LanguageFields<Values extends FieldValues>({
  form,
  name,
  label,
  maxLength,
}: LanguageFieldsProps<Values>) {
  const { t, errorText, register, errors } = useFormFields(form);
  return (
    <>
      {LANGUAGES.map((language) => {
        const field = `${name}.${language}` as Path<Values>;
        return (
          <Field
            key={language}
            label={label(t(`operator.languages.${language}`))}
            required
            errors={errorText(messageOf(errors, field))}
          >
            <TextInput maxLength={maxLength} autoComplete="off" {...register(field)} />
          </Field>
        );
      })}
    </>
  );
}

export interface ChoiceFieldProps<Values extends FieldValues, Value extends string> {
  form: UseFormReturn<Values>;
  field: Path<Values>;
  label: string;
  values: readonly Value[];
  /** An option's name. */
  name: (value: Value) => string;
  required?: boolean;
}

/** A select of one of the form's choices (a period, a kind…), each option named; required unless told otherwise. */
export function ChoiceField<Values extends FieldValues, Value extends string>({
  form,
  field,
  label,
  values,
  name,
  required = true,
}: ChoiceFieldProps<Values, Value>) {
  const { errorText, register, errors } = useFormFields(form);
  return (
    <Field label={label} required={required} errors={errorText(messageOf(errors, field))}>
      <Select {...register(field)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {name(value)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The game category something counts in, all of them by default; the form's field is "category". */
export function CategoryField<Values extends FieldValues & { category: string }>({
  form,
  label,
}: {
  form: UseFormReturn<Values>;
  label: string;
}) {
  const words = usePromotionWords();
  return (
    <ChoiceField
      form={form}
      field={'category' as Path<Values>}
      label={label}
      values={CATEGORIES}
      name={words.category}
      required={false}
    />
  );
}

/** A picture's address, optional, on a row of its own; the form's field is "imageUrl". */
export function ImageUrlField<Values extends FieldValues & { imageUrl: string }>({
  form,
  label,
  hint,
}: {
  form: UseFormReturn<Values>;
  label: string;
  hint: string;
}) {
  const { errorText, register, errors } = useFormFields(form);
  const field = 'imageUrl' as Path<Values>;
  return (
    <Field className={styles.wide} label={label} hint={hint} errors={errorText(messageOf(errors, field))}>
      <TextInput maxLength={500} autoComplete="off" {...register(field)} />
    </Field>
  );
}

/** Where an item stands in its list, a whole number, and whether members see it; the fields are "sortOrder" and "enabled". */
export function OrderAndSwitchFields<Values extends FieldValues & { sortOrder: string; enabled: boolean }>({
  form,
  orderLabel,
}: {
  form: UseFormReturn<Values>;
  orderLabel: string;
}) {
  const { t, errorText, register, errors } = useFormFields(form);
  const field = 'sortOrder' as Path<Values>;
  return (
    <>
      <Field label={orderLabel} errors={errorText(messageOf(errors, field))}>
        <TextInput inputMode="numeric" autoComplete="off" maxLength={5} {...register(field)} />
      </Field>
      <div className={styles.wide}>
        <Switch label={t('operator.enabled')} {...register('enabled' as Path<Values>)} />
      </div>
    </>
  );
}
