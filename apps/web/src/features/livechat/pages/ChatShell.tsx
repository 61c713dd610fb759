// The live chat window's frame: the site's mark, the title and what the conversation is about, then
// the page's content filling the window's height.
import type { ReactNode } from 'react';
import styles from './LiveChatPage.module.css';

export function ChatShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        </div>
      </header>
      {children}
    </main>
  );
}
