// The captcha field: the server's PNG beside the answer input; a click on the image loads a new one,
// at most once a second (SPEC.md §4).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '@playdeck/contract/captcha';
import { Field, TextInput } from '../../../ui/Field';
import { fetchCaptcha } from '../api/verification';
import { useThrottle } from '../hooks/useThrottle';
import styles from './CaptchaField.module.css';

export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;

export type CaptchaFieldProps = {
  value: string;
  onChange: (answer: string, captchaId: string | null) => void;
  errors?: string[];
  /** Changing this number loads a fresh captcha (after a failed submit). */
  refreshKey?: number;
};

export function CaptchaField({ value, onChange, errors, refreshKey = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const next = await fetchCaptcha();
      setCaptcha(next);
      setFailed(false);
      onChange('', next.captchaId);
    } catch {
      setFailed(true);
    }
    // onChange is the caller's setter; reloading only on demand is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const refresh = useThrottle(() => void load(), CAPTCHA_REFRESH_INTERVAL_MS);

  return (
    <Field label={t('session.captcha')} required errors={errors}>
      <div className={styles.row}>
        <TextInput
          value={value}
          onChange={(event) => onChange(event.target.value, captcha?.captchaId ?? null)}
          autoComplete="off"
          inputMode="text"
          maxLength={10}
          placeholder={t('session.captchaPlaceholder')}
        />
        <button
          type="button"
          className={styles.image}
          onClick={refresh}
          aria-label={t('session.captchaRefresh')}
          data-testid="captcha-image"
        >
          {captcha ? (
            <img src={captcha.image} alt="" width={120} height={40} />
          ) : (
            <span>{failed ? t('errors.retry') : '…'}</span>
          )}
        </button>
      </div>
    </Field>
  );
}
