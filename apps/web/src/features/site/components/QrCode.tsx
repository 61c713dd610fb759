// A QR code of a link on the app download page, at any size. The QR encoder's code loads with the
// first code shown (the side menu draws its own codes: components/AppDownload.tsx); until then the
// code's white square holds its place, so that nothing moves when it arrives.
import { lazyNamed } from '../../../ui/lazy';
import styles from './QrCode.module.css';

const QRCodeSVG = lazyNamed(() => import('qrcode.react'), 'QRCodeSVG', null);

export function QrPlaceholder({ size }: { size: number }) {
  return <span className={styles.square} style={{ width: size, height: size }} />;
}

/** Dark on white whatever the theme: a phone's camera reads a code best that way. */
export function QrCode({ value, size, title }: { value: string; size: number; title: string }) {
  return (
    <span className={styles.square} style={{ width: size, height: size }}>
      <QRCodeSVG value={value} size={size} marginSize={2} title={title} bgColor="#ffffff" fgColor="#111111" />
    </span>
  );
}
