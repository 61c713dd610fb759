// What a component of a form's fields (a group of an editor's fields, a settings form's) reads: the
// texts, a field's message in the operator's language (a key from a check, or the server's own text)
// and the parts of the form it registers and watches.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';

export function useFormFields<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  return { t, errorText, register, watch, errors };
}
