// Field messages come either as catalogue keys (zod rules: "validation.required") or as text the
// server has already translated; both end up as the list a Field shows.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
