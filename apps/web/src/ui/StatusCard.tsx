// Cards in a grid (missions, raffle draws). `StatusCardList` lays out as many cards on a row as fit at
// `cardWidthMin` pixels, one a row on a narrow phone; `StatusCard` is one card, a list item named by
// its title (a level-5 heading, under a part's level-4 one), with its status badge beside the title
// and whatever follows under it.
import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './StatusCard.module.css';

export function StatusCardList({ cardWidthMin, children }: { cardWidthMin: number; children: ReactNode }) {
  return (
    <ul className={styles.list} style={{ '--card-width-min': `${cardWidthMin}px` } as CSSProperties}>
      {children}
    </ul>
  );
}

export interface StatusCardProps {
  title: ReactNode;
  /** Beside the title: a StatusBadge. */
  status: ReactNode;
  /** The card's test id, which the journeys find it by. */
  testId?: string;
  children?: ReactNode;
}

export function StatusCard({ title, status, testId, children }: StatusCardProps) {
  const titleId = useId();
  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.header}>
        <h5 id={titleId} className={styles.title}>
          {title}
        </h5>
        {status}
      </div>
      {children}
    </li>
  );
}
