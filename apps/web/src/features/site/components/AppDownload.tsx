// App download QR codes for iOS and Android (SPEC.md §2 "Side menu"), generated from the operator's
// configured URLs at size 107. The iOS link carries the language and the session token. The QR
// encoder loads, and the codes are drawn (some 50 ms of work on a phone), only when the codes come into
// view; a blank square of the same size holds each one's place until then.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useStartedPermission } from '../../../lib/permission';
import { lazyNamed } from '../../../ui/lazy';
import { useInView } from '../../../ui/use-in-view';
import styles from './AppDownload.module.css';

export const QR_SIZE = 107;

const placeholder = <span className={styles.placeholder} style={{ width: QR_SIZE, height: QR_SIZE }} />;
const QRCodeSVG = lazyNamed(() => import('qrcode.react'), 'QRCodeSVG', placeholder);

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
  const { ref, inView } = useInView<HTMLDivElement>();
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
      <div className={styles.codes} ref={ref}>
        {apps.map((app) => (
          <a key={app.platform} className={styles.code} href={app.url} target="_blank" rel="noreferrer">
            {inView ? (
              <QRCodeSVG
                value={app.url}
                size={QR_SIZE}
                marginSize={2}
                title={`${app.platform} QR`}
                bgColor="#ffffff"
                fgColor="#111111"
              />
            ) : (
              placeholder
            )}
            <span>{app.platform}</span>
          </a>
        ))}
      </div>
    </section>
  );
}
