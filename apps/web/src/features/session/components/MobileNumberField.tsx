// Mobile number with its country dialing code picker (the flag image of the chosen country, loaded
// by country code from /flags: SPEC.md §7), and the
// send-code button that becomes a countdown (SPEC.md §4 "Sms code button", §5 mobile format check).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, MOBILE_NUMBER_PATTERN, toE164Phone, type SmsPurpose } from '@playdeck/contract/sms';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { useDialogs } from '../../../ui/dialogs';
import { requestSmsCode } from '../api/verification';
import { useCountdown } from '../hooks/useCountdown';
import { usePhoneAuth, usePhoneAuthMessage } from '../hooks/usePhoneAuth';
import { useThrottle } from '../hooks/useThrottle';
import styles from './MobileNumberField.module.css';

export const SMS_SEND_INTERVAL_MS = 1000;
export const DEFAULT_COUNTDOWN_SECONDS = 60;

/**
 * The flag image of a country. Images rather than emoji: Windows and minimal Linux fonts have no
 * flag emoji. The SVGs come from country-flag-icons (MIT), see public/flags/LICENSE.
 */
export function flagUrlOf(countryCode: string): string {
  return `/flags/${countryCode.toUpperCase()}.svg`;
}

export type MobileValue = { countryDialingCode: string; mobileNum: string };

export function MobileNumberField({
  value,
  onChange,
  errors,
  label,
  required = true,
}: {
  value: MobileValue;
  onChange: (value: MobileValue) => void;
  errors?: string[];
  label?: string;
  /** Marks the field required (the default); registration by username may offer it as optional. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const selected = COUNTRY_CODES.find((country) => country.countryDialingCode === value.countryDialingCode);
  return (
    <Field label={label ?? t('session.mobileNum')} required={required} errors={errors}>
      <div className={styles.row}>
        <span className={styles.picker}>
          {selected ? (
            <img
              className={styles.flag}
              src={flagUrlOf(selected.countryCode)}
              alt=""
              width={24}
              height={16}
            />
          ) : null}
          <select
            className={styles.country}
            value={value.countryDialingCode}
            onChange={(event) => onChange({ ...value, countryDialingCode: event.target.value })}
            aria-label={t('session.countryCode')}
          >
            {COUNTRY_CODES.map((country) => (
              <option key={country.countryCode} value={country.countryDialingCode}>
                {country.countryCode} {country.countryDialingCode}
              </option>
            ))}
          </select>
        </span>
        <TextInput
          value={value.mobileNum}
          onChange={(event) => onChange({ ...value, mobileNum: event.target.value.replace(/[^\d]/g, '') })}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          placeholder={t('session.mobilePlaceholder')}
        />
      </div>
    </Field>
  );
}

/**
 * The send-code button: checks the number first, asks the server, then counts down expiredMinutes × 60
 * seconds (60 when the server gives none). A refusal shows the server's message in a warning dialog.
 * With the third-party provider on, the provider sends the code (after its human check) and the
 * countdown is 60 seconds; its refusals show SPEC.md §8's phone-auth messages.
 */
export function SendCodeButton({
  mobile,
  purpose,
  onInvalidNumber,
}: {
  mobile: MobileValue;
  purpose: SmsPurpose;
  onInvalidNumber: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const phoneAuth = usePhoneAuth().data;
  const phoneAuthMessage = usePhoneAuthMessage();
  const send = useThrottle(async () => {
    if (!MOBILE_NUMBER_PATTERN.test(mobile.mobileNum)) {
      onInvalidNumber();
      return;
    }
    setSending(true);
    try {
      if (phoneAuth?.provider === 'firebase') {
        const client = await import('../phone-auth-client');
        await client.sendPhoneCode(phoneAuth, toE164Phone(mobile.countryDialingCode, mobile.mobileNum));
        countdown.start(phoneAuth.countdownSeconds);
        return;
      }
      const { expiredMinutes } = await requestSmsCode({ ...mobile, purpose });
      countdown.start(expiredMinutes > 0 ? expiredMinutes * 60 : DEFAULT_COUNTDOWN_SECONDS);
    } catch (error) {
      if (phoneAuth?.provider === 'firebase') await dialogs.warning(phoneAuthMessage(error));
      else await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setSending(false);
    }
  }, SMS_SEND_INTERVAL_MS);
  return (
    <Button
      variant="secondary"
      onClick={send}
      disabled={countdown.running}
      loading={sending}
      data-testid="send-code"
    >
      {countdown.running ? t('session.resendIn', { seconds: countdown.secondsLeft }) : t('session.sendCode')}
    </Button>
  );
}
