// How the member rewards' settings forms save: the server checks the whole settings with the
// contract and answers a refusal's messages per field, already in the operator's language (bounds
// filled in), so the form sends at once; each message lands on its field, and what no field shows
// comes in one warning. Otherwise as every desk's settings form (components/SettingsForm).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useDialogs } from '../../../ui/dialogs';
import { useSettingsSave } from '../components/SettingsForm';
import { setFieldErrors } from '../form-errors';
import { placeSettingsErrors } from './rebate-settings-form';

/** Nothing to check before asking: the server's check is the contract's. */
const noCheck = () => ({});

export function useServerCheckedSave<Values extends FieldValues>({
  setError,
  fields,
  store,
}: {
  setError: UseFormSetError<Values>;
  /** The form's fields, by the API's names. */
  fields: ReadonlySet<string>;
  /** Sends the values and resets the form to what the server stored. */
  store: (values: Values) => Promise<void>;
}) {
  const dialogs = useDialogs();
  return useSettingsSave<Values>({
    check: noCheck,
    showErrors: async (messages) => {
      const placed = placeSettingsErrors(messages, fields);
      setFieldErrors(setError, placed.fields as Partial<Record<Path<Values>, string>>);
      if (placed.others.length > 0) await dialogs.warning(placed.others.join('\n'));
    },
    store,
  });
}
