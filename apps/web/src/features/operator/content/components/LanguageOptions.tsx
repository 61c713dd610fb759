// The content languages as <option>s, named in the interface language; with `all`, a first option
// for every language (a list filter).
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '@playdeck/contract/content';

export function LanguageOptions({ all = false }: { all?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {all ? <option value="all">{t('operator.content.allLanguages')}</option> : null}
      {CONTENT_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`operator.languages.${language}`)}
        </option>
      ))}
    </>
  );
}
