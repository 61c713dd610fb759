// What the desk's editors (a promotion, a good, a mission, a raffle draw) share around their own
// fields: the form, the item as the server last stored it and the save. The server checks the whole
// input (the contract's rules): a save that goes through resets the form to the stored item and keeps
// the editor open on it, shows the saved notice, turns Cancel into Close and tells the tab; a
// refusal's per-field messages land on the fields, and what no field takes comes in a warning.
import { useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditorDialogState } from '../components/EditDialog';
import { useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';

/** What an editor tells the tab that opened it. */
export interface ItemEditorEvents<Item> {
  onSaved: (item: Item) => void;
  onClose: () => void;
}

export interface ItemEditorOptions<
  Item extends { id: number },
  Values extends FieldValues,
  Input,
> extends ItemEditorEvents<Item> {
  /** The item to change; null writes a new one. */
  item: Item | null;
  /** The editor's section of the message catalogue, which holds its `editTitle` (with the id) and `createTitle`. */
  words: string;
  /** The form's values for an item, or for a new one. */
  toFormValues: (item: Item | null) => Values;
  /** The whole input the API takes for a create or a replace. */
  toInput: (values: Values) => Input;
  /** Creates the item (id null) or replaces it with the whole input; answers it as stored. */
  save: (request: { id: number | null; input: Input }) => Promise<Item>;
  /** The fields a refusal can name: the form's, or the API's names mapped to the form's. */
  fields: readonly Path<Values>[] | Readonly<Record<string, Path<Values>>>;
}

export function useItemEditor<Item extends { id: number }, Values extends FieldValues, Input>({
  item,
  words,
  toFormValues,
  toInput,
  save,
  fields,
  onSaved,
  onClose,
}: ItemEditorOptions<Item, Values, Input>) {
  const { t } = useTranslation();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const formId = useId();
  const [stored, setStored] = useState(item);
  const [savedHere, setSavedHere] = useState(false);
  const form = useForm<Values>({ defaultValues: toFormValues(item) as DefaultValues<Values> });
  const { handleSubmit, reset, setError } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save({ id: stored?.id ?? null, input: toInput(values) });
      setStored(answer);
      setSavedHere(true);
      reset(toFormValues(answer));
      notice.show(t('operator.saved'));
      onSaved(answer);
    } catch (error) {
      await showRefusal(error, setError, fields);
    }
  });

  const dialog: EditorDialogState = {
    title: stored ? t(`${words}.editTitle`, { id: stored.id }) : t(`${words}.createTitle`),
    formId,
    saving: form.formState.isSubmitting,
    saved: savedHere,
    notice: notice.message,
    onClose,
  };
  return { form, stored, submit, dialog };
}
