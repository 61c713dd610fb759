// One small line icon per navigation game type, drawn inline so that it takes the text colour.
import type { NavigationType } from '../game-types';
import { LineIcon } from '../../../ui/Icons';

const PATHS: Record<NavigationType, string> = {
  HOME: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  HOT: 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-6 1-9z',
  FAV: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  LIVE: 'M4 5h16v11H4zM8 20h8M12 16v4',
  RNG: 'M4 6h16v12H4zM9 6v12M15 6v12',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v18M3 12h18',
  ESPORTS:
    'M6 9h12a3 3 0 0 1 3 3v2a3 3 0 0 1-5 2l-1-1H9l-1 1a3 3 0 0 1-5-2v-2a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3',
  FISH: 'M3 12c3-4 8-5 12-2l4-3v10l-4-3c-4 3-9 2-12-2zM15 11h.01',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 10h.01M15 10h.01M9 15h6',
  ELOTT: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  PVP: 'M7 4h8l3 3v13H7zM10 10l2-2 2 2-2 2z',
  COCKFIGHT: 'M6 18c0-5 3-9 8-9l3-4 1 5c0 5-3 8-8 8zM14 13l4 7',
  BINGO: 'M4 4h16v16H4zM4 10h16M4 15h16M10 4v16M15 4v16',
};

export function GameTypeIcon({ type }: { type: NavigationType }) {
  return <LineIcon path={PATHS[type]} size={20} />;
}
