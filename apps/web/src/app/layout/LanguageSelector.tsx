// The language selector: the whole catalogue is listed; languages without a complete translation are
// shown but cannot be chosen (SPEC.md §4 "Language").
import * as DropdownMenu from '../../ui/DropdownMenu';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGE_CATALOGUE, isSupportedLanguage } from '../../i18n/languages';
import styles from './LanguageSelector.module.css';
import { LineIcon } from '../../ui/Icons';

export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current =
    LANGUAGE_CATALOGUE.find((language) => language.code === i18n.language) ?? LANGUAGE_CATALOGUE[0];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        aria-label={t('layout.language')}
        data-testid="language-selector"
      >
        <LineIcon
          path="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
          size={18}
        />
        {compact ? null : <span>{current.nativeName}</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} side="top" align="start" sideOffset={6}>
          <DropdownMenu.RadioGroup value={i18n.language}>
            {LANGUAGE_CATALOGUE.map((language) => {
              const supported = isSupportedLanguage(language.code);
              return (
                <DropdownMenu.RadioItem
                  key={language.code}
                  value={language.code}
                  disabled={!supported}
                  className={styles.item}
                  lang={language.code}
                  onSelect={() => {
                    if (isSupportedLanguage(language.code)) void changeLanguage(language.code);
                  }}
                >
                  <span>{language.nativeName}</span>
                  {supported ? (
                    <DropdownMenu.ItemIndicator className={styles.check}>✓</DropdownMenu.ItemIndicator>
                  ) : (
                    <span className={styles.soon}>{t('layout.languageUnavailable')}</span>
                  )}
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
