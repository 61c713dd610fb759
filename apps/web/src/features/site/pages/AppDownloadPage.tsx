// The app download page (SPEC.md §2 "Side menu": the iOS link opens it with the language and the
// token; docs/decisions/018-app-download.md). It installs the site as an app: through the browser's
// own prompt where there is one (Chromium on Android and desktops), with Safari's Share → Add to Home
// Screen steps on iOS; it links the operator's Android app when there is one, and shows its own QR
// code for a desktop visitor to open it on a phone. The token of the link has already signed the tab
// in at start-up (main.tsx, lib/session.ts); the language of the link is taken here.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changeLanguage } from '../../../i18n/i18n';
import { isSupportedLanguage } from '../../../i18n/languages';
import { usePageTitle } from '../../../lib/page-title';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { LineIcon } from '../../../ui/Icons';
import { APP_DOWNLOAD_PATH, iosDownloadUrl } from '../components/AppDownload';
import { QrCode } from '../components/QrCode';
import { useInstallPrompt, type InstallState } from '../hooks/useInstallPrompt';
import styles from './AppDownloadPage.module.css';

/** Large enough for a phone to read from a desktop screen at arm's length. */
const PAGE_QR_SIZE = 160;
const ANDROID_QR_SIZE = 120;
/** Safari's Share icon: a box with an arrow up out of it. */
const SHARE_ICON =
  'M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1';
const ADD_ICON = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8v8M8 12h8';
const CHECK_ICON = 'M5 12.5l4.5 4.5L19 7.5';

/** The language the link carries, when the interface has it (en, vi); others are left alone. */
function useLanguageOfLink() {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const wanted = params.get('lang');
  useEffect(() => {
    if (isSupportedLanguage(wanted) && wanted !== i18n.language) void changeLanguage(wanted);
  }, [wanted, i18n]);
}

export function AppDownloadPage() {
  const { t, i18n } = useTranslation();
  const { siteName, resources } = useStartedPermission();
  const { state, install } = useInstallPrompt();
  useLanguageOfLink();
  usePageTitle(t('appDownload.title'));
  // The page's own address for a phone: the language, never the session's token.
  const pageUrl = iosDownloadUrl(APP_DOWNLOAD_PATH, i18n.language, null, window.location.origin);
  return (
    <section className={styles.page} aria-labelledby="app-download-page-title">
      <header className={styles.hero}>
        <img className={styles.logo} src="/icons/icon-192.png" alt="" width={72} height={72} />
        <div>
          <p className={styles.siteName}>{siteName}</p>
          <h1 id="app-download-page-title" className={styles.title}>
            {t('appDownload.title')}
          </h1>
          <p className={styles.lead}>{t('appDownload.lead', { siteName })}</p>
        </div>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="app-download-install">
          <h2 id="app-download-install" className={styles.cardTitle}>
            {t('appDownload.install.title')}
          </h2>
          <InstallOffer state={state} install={install} siteName={siteName} />
        </section>
        {resources.ANDROID ? <AndroidApp url={resources.ANDROID} /> : null}
        {state === 'standalone' ? null : (
          <section className={styles.card} aria-labelledby="app-download-scan">
            <h2 id="app-download-scan" className={styles.cardTitle}>
              {t('appDownload.scan.title')}
            </h2>
            <p className={styles.text}>{t('appDownload.scan.lead')}</p>
            <div className={styles.code}>
              <QrCode value={pageUrl} size={PAGE_QR_SIZE} title={t('appDownload.scan.code')} />
            </div>
          </section>
        )}
      </div>
    </section>
  );
}

function InstallOffer({
  state,
  install,
  siteName,
}: {
  state: InstallState;
  install: () => Promise<void>;
  siteName: string;
}) {
  const { t } = useTranslation();
  switch (state) {
    case 'standalone':
    case 'accepted':
    case 'installed':
      return (
        <p className={styles.done} role="status">
          <LineIcon path={CHECK_ICON} size={20} strokeWidth={2.2} />
          {t(`appDownload.install.${state}`, { siteName })}
        </p>
      );
    case 'prompt':
      return (
        <Button size="lg" block onClick={() => void install()}>
          {t('appDownload.install.button')}
        </Button>
      );
    case 'dismissed':
      return <p className={styles.text}>{t('appDownload.install.dismissed')}</p>;
    case 'ios':
      return (
        <>
          <p className={styles.text}>{t('appDownload.install.iosLead')}</p>
          <ol className={styles.steps}>
            <li>
              <LineIcon path={SHARE_ICON} size={22} className={styles.stepIcon} />
              <span>{t('appDownload.install.iosShare')}</span>
            </li>
            <li>
              <LineIcon path={ADD_ICON} size={22} className={styles.stepIcon} />
              <span>{t('appDownload.install.iosAdd')}</span>
            </li>
            <li>
              <img
                src="/icons/apple-touch-icon.png"
                alt=""
                width={22}
                height={22}
                className={styles.stepIcon}
              />
              <span>{t('appDownload.install.iosConfirm')}</span>
            </li>
          </ol>
        </>
      );
    case 'manual':
      return <p className={styles.text}>{t('appDownload.install.other')}</p>;
  }
}

/** The operator's Android app (resources.ANDROID): a download link and its code. */
function AndroidApp({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="app-download-android">
      <h2 id="app-download-android" className={styles.cardTitle}>
        {t('appDownload.android.title')}
      </h2>
      <p className={styles.text}>{t('appDownload.android.lead')}</p>
      <div className={styles.android}>
        <QrCode value={url} size={ANDROID_QR_SIZE} title={t('appDownload.android.code')} />
        <a className={styles.download} href={url} target="_blank" rel="noreferrer">
          {t('appDownload.android.download')}
        </a>
      </div>
    </section>
  );
}
