// The bead plate: the table's last 60 outcomes, oldest top left, filled down six rows then across, a
// bead per hand in the winner's colour with a dot for each pair.
import { useTranslation } from 'react-i18next';
import type { BaccaratRoadItem } from '@playdeck/contract/baccarat';
import styles from './BeadRoad.module.css';

const ROWS = 6;
const COLUMNS = 10;

export function BeadRoad({ road }: { road: readonly BaccaratRoadItem[] }) {
  const { t } = useTranslation();
  const beads = road.slice(-ROWS * COLUMNS);
  const counts = { player: 0, banker: 0, tie: 0 };
  for (const bead of beads) counts[bead.outcome] += 1;
  return (
    <section className={styles.road} aria-label={t('baccarat.road')}>
      <header className={styles.header}>
        <h2>{t('baccarat.road')}</h2>
        <span className={styles.counts}>
          {(['player', 'banker', 'tie'] as const).map((outcome) => (
            <span key={outcome} className={styles.count}>
              <span className={`${styles.dotKey} ${styles[outcome]}`}>{t(`baccarat.bead.${outcome}`)}</span>
              {counts[outcome]}
            </span>
          ))}
        </span>
      </header>
      <ol className={styles.plate} data-testid="bead-road">
        {Array.from({ length: ROWS * COLUMNS }, (_, index) => {
          const bead = beads[index];
          if (!bead) return <li key={`empty-${index}`} className={styles.cell} aria-hidden="true" />;
          return (
            <li
              key={bead.roundNumber}
              className={styles.cell}
              title={t('baccarat.beadLabel', {
                number: bead.roundNumber,
                outcome: t(`baccarat.wins.${bead.outcome}`),
                player: bead.playerTotal,
                banker: bead.bankerTotal,
              })}
            >
              <span className={`${styles.bead} ${styles[bead.outcome]}`} data-outcome={bead.outcome}>
                {t(`baccarat.bead.${bead.outcome}`)}
                {bead.playerPair && <span className={`${styles.pair} ${styles.playerPair}`} />}
                {bead.bankerPair && <span className={`${styles.pair} ${styles.bankerPair}`} />}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
