// Security centre: set up an authenticator app as the second factor for sign-ins from new IPs. The
// secret is shown as a QR code and as text; it becomes active once a code from the app is confirmed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useMember } from '../../../lib/member';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { useDialogs } from '../../../ui/dialogs';
import { beginTotpSetup, confirmTotpSetup, type TotpSetup } from '../api/totp';
import styles from './AuthenticatorCard.module.css';

export function AuthenticatorCard() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { data: member } = useMember();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setSetup(await beginTotpSetup());
      setCode('');
      setError(null);
    } catch (failure) {
      await dialogs.warning(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('validation.codeRequired'));
      return;
    }
    setBusy(true);
    try {
      await confirmTotpSetup(code.trim());
      setSetup(null);
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      await dialogs.success(t('member.security.totpEnabled'));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.code ?? failure.message) : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  if (!member || member.isTrial) return null;
  return (
    <section className={styles.card} aria-labelledby="authenticator-title">
      <h2 id="authenticator-title" className={styles.title}>
        {t('member.security.totpTitle')}
      </h2>
      <p className={styles.text}>{t('member.security.totpText')}</p>
      {member.totpEnabled && !setup ? (
        <p className={styles.on} data-testid="totp-status">
          {t('member.security.totpOn')}
        </p>
      ) : null}
      {setup ? (
        <div className={styles.setup}>
          <QRCodeSVG
            value={setup.otpauthUrl}
            size={160}
            marginSize={2}
            bgColor="#ffffff"
            fgColor="#111111"
            title={t('member.security.totpQr')}
          />
          <div className={styles.steps}>
            <p>{t('member.security.totpScan')}</p>
            <code className={styles.secret}>{setup.secret}</code>
            <Field label={t('member.security.totpCode')} required errors={error ? [error] : undefined}>
              <TextInput
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
              />
            </Field>
            <Button variant="primary" onClick={confirm} loading={busy}>
              {t('member.security.totpConfirm')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={start} loading={busy}>
          {member.totpEnabled ? t('member.security.totpReplace') : t('member.security.totpSetUp')}
        </Button>
      )}
    </section>
  );
}
