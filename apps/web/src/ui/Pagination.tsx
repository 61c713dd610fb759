// Page navigation for lists: previous and next, the pages from paginationItems(), and the current
// page marked with aria-current. It renders nothing for a single page, where there is nowhere to go.
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { ChevronLeftIcon, ChevronRightIcon } from './Icons';
import { paginationItems } from './pagination-items';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  marginPages?: number;
  pageRange?: number;
  className?: string;
}

export function Pagination({
  page,
  totalPages,
  onChange,
  marginPages = 2,
  pageRange = 5,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  if (!(totalPages > 1)) return null;

  const goTo = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onChange(target);
  };

  return (
    <nav className={classNames(styles.pagination, className)} aria-label={t('ui.pagination')}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={t('ui.previous')}
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
        </li>
        {paginationItems(page, totalPages, marginPages, pageRange).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t('ui.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            // The ellipsis only shows that pages are skipped; the numbers around it say which.
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={t('ui.next')}
            disabled={page >= totalPages}
            onClick={() => goTo(page + 1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
