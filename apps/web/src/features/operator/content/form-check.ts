// The content forms' check before sending: the contract's own schema checks the input (the same
// rules the server applies) and its messages land on the fields, where a 400 answer's per-field
// messages land too (operator/form-errors.ts).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/** The bounds a zod issue carries, under the names the message catalogue's placeholders use. */
function issueParams(issue: z.core.$ZodIssue): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if ('minimum' in issue) params.min = Number(issue.minimum);
  return params;
}

/**
 * Checks an input against a contract schema; on refusal puts each field's first message on the form
 * (translated from the catalogue key the schema names) and answers null.
 */
export function useContractCheck() {
  const { t, i18n } = useTranslation();
  return useCallback(
    <S extends z.ZodType, T extends FieldValues>(
      schema: S,
      input: z.input<S>,
      setError: UseFormSetError<T>,
      fields: readonly Path<T>[],
    ): z.output<S> | null => {
      const result = schema.safeParse(input);
      if (result.success) return result.data;
      const placed = new Set<string>();
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (placed.has(name) || !fields.includes(name as Path<T>)) continue;
        placed.add(name);
        const key = i18n.exists(issue.message) ? issue.message : 'validation.invalid';
        setError(name as Path<T>, { message: t(key, issueParams(issue)) });
      }
      return null;
    },
    [i18n, t],
  );
}

/** An order field's text: empty is 0; anything else is checked by the contract as a whole number. */
export const toSortOrder = (text: string) => (text.trim() === '' ? 0 : Number(text));
