// One side panel of a live table (baccarat, cockfight): the player's bets on one game, each with its
// spot, its stake, how it came out and a link to its verify page. The game words each row.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyPagePath } from '../verify-link';
import liveTable from './live-table.module.css';

export type LiveBetRow = {
  roundId: string;
  spot: string;
  stake: ReactNode;
  /** win, lose, push or pending: styles the outcome and names it in `data-outcome`. */
  outcome: string;
  outcomeText: string;
};

export function LiveBetList({
  title,
  emptyText,
  rows,
  testId,
  panelClassName,
}: {
  title: string;
  emptyText: string;
  rows: readonly LiveBetRow[];
  testId: string;
  /** The page's panel class, which gives the panel the table's colour. */
  panelClassName: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className={panelClassName} data-testid={testId}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className={liveTable.muted}>{emptyText}</p>
      ) : (
        <ul className={liveTable.betList}>
          {rows.map((row) => (
            <li key={row.roundId} className={liveTable.betRow} data-outcome={row.outcome}>
              <span className={liveTable.betSpot}>{row.spot}</span>
              <span className={liveTable.betStake}>{row.stake}</span>
              <span className={`${liveTable.betOutcome} ${liveTable[`outcome_${row.outcome}`]}`}>
                {row.outcomeText}
              </span>
              <a
                href={verifyPagePath(row.roundId)}
                target="_blank"
                rel="noreferrer"
                className={liveTable.verifyLink}
              >
                {t('house.verify')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
