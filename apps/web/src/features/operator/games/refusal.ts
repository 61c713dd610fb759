// How the desk shows a refused call: a 400's per-field messages go on the matching fields (through
// lib/error-text), and what no field took is shown as the API's translated message. A 400 whose
// fields the form does not know (a rule on the whole body) shows its first field message, which says
// more than the general "invalid input".
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/error-text';

/** The message to show for a failed call that no form field shows. */
export function refusalMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return Object.values(error.fields)[0] ?? error.message;
}

/**
 * Puts a refusal's per-field messages on the form (`fields` maps the API's field names to the
 * form's); answers the message to show elsewhere, or null when the fields took them all.
 */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
  fallback: string,
): string | null {
  const leftover = applyFieldErrors(error, setError, fields, fallback);
  return leftover === null ? null : refusalMessage(error, fallback);
}
