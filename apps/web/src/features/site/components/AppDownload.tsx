// App download QR codes for iOS and Android (SPEC.md §2 "Side menu"), generated from the operator's
// configured URLs at size 107. The iOS link carries the language and the session token.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useStartedPermission } from '../../../lib/permission';
import styles from './AppDownload.module.css';

export const QR_SIZE = 107;

export function iosDownloadUrl(base: string, language: string, token: string | null): string {
  const url = new URL(base);
  url.searchParams.set('lang', language);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

export function AppDownload() {
  const { t, i18n } = useTranslation();
  const { resources } = useStartedPermission();
  const { token } = useSession();
  const apps = [
    resources.IOS ? { platform: 'iOS', url: iosDownloadUrl(resources.IOS, i18n.language, token) } : null,
    resources.ANDROID ? { platform: 'Android', url: resources.ANDROID } : null,
  ].filter((app) => app !== null);
  if (apps.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="app-download-title">
      <h2 id="app-download-title" className={styles.title}>
        {t('layout.appDownload')}
      </h2>
      <div className={styles.codes}>
        {apps.map((app) => (
          <a key={app.platform} className={styles.code} href={app.url} target="_blank" rel="noreferrer">
            <QRCodeSVG
              value={app.url}
              size={QR_SIZE}
              marginSize={2}
              title={`${app.platform} QR`}
              bgColor="#ffffff"
              fgColor="#111111"
            />
            <span>{app.platform}</span>
          </a>
        ))}
      </div>
    </section>
  );
}
