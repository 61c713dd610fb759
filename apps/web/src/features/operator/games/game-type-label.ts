// A game type's name as the site calls it (the shared "gameTypes" words), or its code for a type
// the site has no name for.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useGameTypeLabel() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (type: string) => (i18n.exists(`gameTypes.${type}`) ? t(`gameTypes.${type}`) : type),
    [i18n, t],
  );
}
