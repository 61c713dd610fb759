// Field messages come either as catalogue keys (zod rules: "validation.required") or as text the
// server has already translated; both end up as the list a Field shows.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

export function useErrorText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined): string[] | undefined => {
      if (!message) return undefined;
      return [i18n.exists(message) ? t(message) : message];
    },
    [i18n, t],
  );
}

/**
 * Puts a refusal's per-field messages on the form's fields (`fields` lists them, or maps the server's
 * field names to the form's); answers the message to show elsewhere (a warning dialog) when no field
 * took it.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const mapping: [string, Path<T>][] = Array.isArray(fields)
    ? fields.map((name) => [name, name])
    : Object.entries(fields as Record<string, Path<T>>);
  let placed = false;
  for (const [serverName, formName] of mapping) {
    const message = error.fields[serverName];
    if (message) {
      setError(formName, { message });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
