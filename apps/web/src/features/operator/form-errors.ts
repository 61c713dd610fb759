// One way for every desk to show a refused call. A 400's per-field messages go on the matching form
// fields (through lib/error-text's applyFieldErrors); what no field takes is shown elsewhere (a
// warning dialog, a list that did not load) as the API's translated message, or as the network
// notice when the call got no answer. A 400 whose fields the form does not know (a rule on the whole
// body) shows its first field message, which says more than the general "invalid input".
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/error-text';
import { useDialogs } from '../../ui/dialogs';

/** The message of a failed call that no form field shows. */
export function refusalMessage(error: unknown, networkMessage: string): string {
  if (!(error instanceof ApiError)) return networkMessage;
  return Object.values(error.fields)[0] ?? error.message;
}

/** A refusal's per-field messages under the API's field names; none for any other failure. */
export function refusalFields(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** The message of a failed call, with the network notice in the operator's language. */
export function useApiMessage() {
  const { t } = useTranslation();
  return useCallback((error: unknown) => refusalMessage(error, t('errors.network')), [t]);
}

/**
 * Shows a refused save: its per-field messages on the form (`fields` lists the form's fields, or maps
 * the API's field names to the form's), and what no field took in a warning dialog.
 */
export function useShowRefusal() {
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  return useCallback(
    async <T extends FieldValues>(
      error: unknown,
      setError: UseFormSetError<T>,
      fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
    ): Promise<void> => {
      const message = apiMessage(error);
      if (applyFieldErrors(error, setError, fields, message) !== null) await dialogs.warning(message);
    },
    [apiMessage, dialogs],
  );
}

/**
 * Puts messages the desk has matched to its fields itself (a list entry's, a rule property's) on
 * those fields, and takes the operator to the first.
 */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: Partial<Record<Path<T>, string>>,
) {
  Object.entries(messages).forEach(([name, message], index) => {
    if (message === undefined) return;
    setError(name as Path<T>, { type: 'server', message: message as string }, { shouldFocus: index === 0 });
  });
}
