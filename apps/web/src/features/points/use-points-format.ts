// Points read as whole numbers grouped in the reader's language ("1,200" in English, "1.200" in
// Vietnamese); entries of the transaction detail carry their sign ("+120", "-500"). One Intl format
// per language and style, made once (making one costs more than using it).
import { useTranslation } from 'react-i18next';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, signed: boolean): Intl.NumberFormat {
  const key = `${language}|${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      maximumFractionDigits: 0,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format;
}

export function usePointsFormat() {
  const { i18n } = useTranslation();
  return {
    points: (value: number) => numberFormat(i18n.language, false).format(value),
    signed: (value: number) => numberFormat(i18n.language, true).format(value),
  };
}
