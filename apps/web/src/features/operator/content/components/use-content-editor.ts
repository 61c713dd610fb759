// What every content editor shares around its own fields: the form, the item as the server last
// stored it, the contract check bound to the form, and the save. A save that goes through resets the
// form to the stored item and keeps the editor open on it, shows the saved notice, turns Cancel into
// Close and tells the tab; a refusal lands on the fields it names, or in a warning.
import { useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSavedNotice } from '../../components/SavedNotice';
import { useShowRefusal } from '../../form-errors';
import { defaultContentLanguage, type ContentLanguage } from '../content-language';
import { useContractCheck } from '../form-check';

/** What an editor tells the tab that opened it. */
export interface ContentEditorEvents<T> {
  onSaved: (item: T) => void;
  onClose: () => void;
}

export interface ContentEditorOptions<
  T extends { language: ContentLanguage },
  V extends FieldValues,
> extends ContentEditorEvents<T> {
  /** The item to change; null writes a new one. */
  item: T | null;
  /** The editor's section of the message catalogue, which holds its `editTitle` and `createTitle`. */
  words: string;
  /** The form's values for an item, or for a new one in a language. */
  toFormValues: (item: T | null, language: ContentLanguage) => V;
  /** The fields a refusal can name, the contract's names and the form's alike. */
  fields: readonly Path<V>[];
}

export function useContentEditor<T extends { language: ContentLanguage }, V extends FieldValues>({
  item,
  words,
  toFormValues,
  fields,
  onSaved,
  onClose,
}: ContentEditorOptions<T, V>) {
  const { t, i18n } = useTranslation();
  const contractCheck = useContractCheck();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const formId = useId();
  const [stored, setStored] = useState(item);
  const [savedHere, setSavedHere] = useState(false);
  const form = useForm<V>({
    defaultValues: toFormValues(item, defaultContentLanguage(i18n.language)) as DefaultValues<V>,
  });
  const { setError, reset } = form;

  /** The contract's check of an input, its messages put on this form's fields; null when refused. */
  const check = <S extends z.ZodType>(schema: S, input: z.input<S>) =>
    contractCheck(schema, input, setError, fields);

  /** Sends a checked input and takes the answer, or shows the refusal. */
  const save = async (send: () => Promise<T>) => {
    try {
      const answer = await send();
      setStored(answer);
      setSavedHere(true);
      reset(toFormValues(answer, answer.language));
      notice.show(t('operator.saved'));
      onSaved(answer);
    } catch (error) {
      await showRefusal(error, setError, fields);
    }
  };

  const dialog = {
    title: stored ? t(`${words}.editTitle`) : t(`${words}.createTitle`),
    formId,
    saving: form.formState.isSubmitting,
    saved: savedHere,
    notice: notice.message,
    onClose,
  };
  return { form, stored, check, save, dialog };
}
