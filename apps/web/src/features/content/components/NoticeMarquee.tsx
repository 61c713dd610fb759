// The notice marquee (SPEC.md §2 "Home lobby"): the live notices scrolling across one line. The text
// is there twice so that the loop has no gap; reduced motion shows it still. While the notices load,
// the empty bar holds their line, so that the page below does not move when they come.
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../ui/Icons';
import { useNotices } from '../api/content';
import styles from './NoticeMarquee.module.css';

export function NoticeMarquee() {
  const { t } = useTranslation();
  const { data: notices = [], isPending } = useNotices();
  if (isPending) return <div className={styles.marquee} aria-hidden="true" />;
  if (notices.length === 0) return null;
  const line = notices.map((notice) => `${notice.title}: ${notice.content}`).join('   •   ');
  return (
    <section className={styles.marquee} aria-label={t('layout.notices')} data-testid="notice-marquee">
      <LineIcon path="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6" size={18} className={styles.icon} />
      <div className={styles.track}>
        <p className={styles.text}>
          <span>{line}</span>
          <span aria-hidden="true">{line}</span>
        </p>
      </div>
    </section>
  );
}
