// The member's referral code and link (/register?referralCode=CODE on this site, which opens the
// register popup with the code filled in), a button that copies the link, and the link as a QR code
// for a friend's phone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../../ui/Button';
import { PanelNote } from '../../../ui/Panel';
import styles from './referral.module.css';

/** The QR code's side in pixels: large enough for a phone camera across a table. */
const QR_SIZE = 160;

export function referralLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

export function ReferralLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = referralLink(window.location.origin, code);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={styles.invite}>
      <div className={styles.inviteText}>
        <PanelNote>{t('referral.invite.code')}</PanelNote>
        <p className={styles.code} data-testid="referral-code">
          {code}
        </p>
        <PanelNote>{t('referral.invite.link')}</PanelNote>
        <p className={styles.link} data-testid="referral-link">
          {link}
        </p>
        <div className={styles.copyRow}>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {t('referral.invite.copy')}
          </Button>
          <span role="status" className={styles.copied}>
            {copied === 'yes'
              ? t('referral.invite.copied')
              : copied === 'failed'
                ? t('referral.invite.copyFailed')
                : ''}
          </span>
        </div>
      </div>
      <div className={styles.qr}>
        <QRCodeSVG
          value={link}
          size={QR_SIZE}
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#111111"
          title={t('referral.invite.qr')}
        />
      </div>
    </div>
  );
}
