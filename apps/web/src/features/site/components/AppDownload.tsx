// App download QR codes for iOS and Android (SPEC.md §2 "Side menu"), generated from the operator's
// configured URLs at size 107. The iOS link carries the language and the session token; without an
// iOS link of the operator's it opens the site's own app download page (pages/AppDownloadPage.tsx),
// which installs the site as an app. The QR encoder loads, and the codes are drawn (some 50 ms of
// work on a phone), only when the codes come into view; a blank square of the same size holds each
// one's place until then.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useStartedPermission } from '../../../lib/permission';
import { lazyNamed } from '../../../ui/lazy';
import { useInView } from '../../../ui/use-in-view';
import styles from './AppDownload.module.css';

export const QR_SIZE = 107;

const placeholder = <span className={styles.placeholder} style={{ width: QR_SIZE, height: QR_SIZE }} />;
const QRCodeSVG = lazyNamed(() => import('qrcode.react'), 'QRCodeSVG', placeholder);

/** The site's own app download page (app/router.tsx): the iOS link when the operator sets none. */
export const APP_DOWNLOAD_PATH = '/app-download';

/** The base a link relative to the site is read against when no origin is given. */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * The iOS link with the language and, for a member, the session token (SPEC.md §2), which the page
 * it opens in a new tab signs in with (lib/session.ts adoptTokenFromUrl). A link relative to the
 * site (its own app page) is resolved against `origin` when given (a QR code must name the site),
 * and otherwise stays relative, so that the link is the same where the server renders the side menu
 * and in the browser.
 */
export function iosDownloadUrl(
  base: string,
  language: string,
  token: string | null,
  origin?: string,
): string {
  const url = new URL(base, origin ?? RELATIVE_BASE);
  url.searchParams.set('lang', language);
  if (token) url.searchParams.set('token', token);
  return url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

export function AppDownload() {
  const { t, i18n } = useTranslation();
  const { resources } = useStartedPermission();
  const { token } = useSession();
  const { ref, inView } = useInView<HTMLDivElement>();
  const apps = [
    { platform: 'iOS', url: iosDownloadUrl(resources.IOS || APP_DOWNLOAD_PATH, i18n.language, token) },
    resources.ANDROID ? { platform: 'Android', url: resources.ANDROID } : null,
  ].filter((app) => app !== null);
  return (
    <section className={styles.section} aria-labelledby="app-download-title">
      <h2 id="app-download-title" className={styles.title}>
        {t('layout.appDownload')}
      </h2>
      <div className={styles.codes} ref={ref}>
        {apps.map((app) => (
          <a key={app.platform} className={styles.code} href={app.url} target="_blank" rel="noreferrer">
            {inView ? (
              // Drawn in the browser only (once in view): the site's own page is named in full there.
              <QRCodeSVG
                value={new URL(app.url, window.location.origin).toString()}
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
