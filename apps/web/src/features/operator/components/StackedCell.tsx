// A table cell's two lines: the main one, and a quieter one under it (a member's id, a reason).
import type { ReactNode } from 'react';
import cells from './cells.module.css';

export function StackedCell({ main, note }: { main: ReactNode; note?: ReactNode }) {
  return (
    <div className={cells.stacked}>
      <span>{main}</span>
      {note === undefined || note === null ? null : <span className={cells.muted}>{note}</span>}
    </div>
  );
}
