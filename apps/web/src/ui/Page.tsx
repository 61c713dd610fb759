// A page's frame: its heading (also the document title) and content.
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';
import styles from './Page.module.css';

export interface PageProps {
  title: string;
  /** Shown beside the heading: filters, actions. */
  aside?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, aside, children }: PageProps) {
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {aside}
      </header>
      {children}
    </section>
  );
}
