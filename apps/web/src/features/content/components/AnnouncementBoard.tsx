// The announcement popup's body (SPEC.md §2 "Modals"): titles on the left, the chosen one's detail on
// the right, 9 titles per page, and Go to promotion for an announcement that advertises one. The
// HTML was sanitised by the server.
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@playdeck/contract/content';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { classNames } from '../../../ui/class-names';
import styles from './AnnouncementBoard.module.css';
import split from './split.module.css';

export interface AnnouncementBoardProps {
  items: readonly Announcement[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onGoToPromotion: (promotionType: string) => void;
}

export function AnnouncementBoard({
  items,
  selectedId,
  onSelect,
  page,
  totalPages,
  onPageChange,
  onGoToPromotion,
}: AnnouncementBoardProps) {
  const { t } = useTranslation();
  const date = useSiteTime().formatter({ dateStyle: 'medium' });
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  if (!selected) return <EmptyState title={t('content.noAnnouncements')} />;
  return (
    <div className={split.split}>
      <div>
        <nav aria-label={t('content.announcementList')}>
          <ul className={split.titles}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={classNames(split.title, item.id === selected.id && split.active)}
                  aria-current={item.id === selected.id ? 'true' : undefined}
                  onClick={() => onSelect(item.id)}
                >
                  <span className={styles.type}>{t(`content.types.${item.type}`)}</span>
                  <span className={styles.titleText} title={item.title}>
                    {item.title}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <Pagination page={page} totalPages={totalPages} onChange={onPageChange} className={styles.pages} />
      </div>
      <article className={split.detail} aria-labelledby="announcement-title">
        <h3 id="announcement-title" className={split.heading}>
          {selected.title}
        </h3>
        <time className={styles.date} dateTime={selected.publishedAt}>
          {date.format(new Date(selected.publishedAt))}
        </time>
        <div className={split.body} dangerouslySetInnerHTML={{ __html: selected.content }} />
        {selected.promotionType ? (
          <Button className={styles.promotion} onClick={() => onGoToPromotion(selected.promotionType!)}>
            {t('content.goToPromotion')}
          </Button>
        ) : null}
      </article>
    </div>
  );
}
