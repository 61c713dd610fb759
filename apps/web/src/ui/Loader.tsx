// Loading indicators. `Loader` sits inline where content is coming; `PageLoader` covers the page
// during route changes (SPEC.md §2: "After navigation … the loader hides"). Both are polite live
// regions, so a screen reader hears "Loading…" without losing its place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { Spinner } from './Spinner';
import styles from './Loader.module.css';

export type LoaderSize = 'sm' | 'md' | 'lg';

export interface LoaderProps {
  /** Shown beside the spinner; without it "Loading…" is still read to screen readers. */
  label?: ReactNode;
  size?: LoaderSize;
  className?: string;
}

const spinnerSizes: Record<LoaderSize, number> = { sm: 16, md: 24, lg: 40 };

export function Loader({ label, size = 'md', className }: LoaderProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={classNames(styles.loader, className)}>
      <Spinner size={spinnerSizes[size]} className={styles.spinner} />
      {label ? <span>{label}</span> : <span className="visually-hidden">{t('ui.loading')}</span>}
    </div>
  );
}

export interface PageLoaderProps {
  visible: boolean;
  label?: ReactNode;
}

export function PageLoader({ visible, label }: PageLoaderProps) {
  if (!visible) return null;
  return (
    <div className={styles.overlay} aria-busy="true">
      <Loader size="lg" label={label} className={styles.pageLoader} />
    </div>
  );
}
