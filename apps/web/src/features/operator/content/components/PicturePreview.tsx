// A picture the operator has typed the address of (a banner, a licence seal), shown as the site will
// show it. Only site paths and https addresses are loaded, the same addresses the contract accepts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../../ui/class-names';
import styles from './desk.module.css';

/** A site path ("/banners/x.svg", not "//host") or an https address: what the preview may load. */
export function isPictureAddress(url: string): boolean {
  return /^\/(?![/\\])\S*$/.test(url) || /^https:\/\/[^\s/]+/.test(url);
}

export interface PicturePreviewProps {
  url: string;
  alt: string;
  className?: string;
}

export function PicturePreview({ url, alt, className }: PicturePreviewProps) {
  const { t } = useTranslation();
  const address = url.trim();
  // The address whose picture failed to load; typing another one tries again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!isPictureAddress(address)) {
    return <p className={styles.muted}>{t('operator.content.pictureHint')}</p>;
  }
  if (failed === address) {
    return <p className={styles.muted}>{t('operator.content.pictureFailed')}</p>;
  }
  return (
    <img
      className={classNames(styles.picture, className)}
      src={address}
      alt={alt}
      onError={() => setFailed(address)}
    />
  );
}
