// The felt: the five bet spots with what each pays and the player's stake on it, lit when it wins,
// the chip rack is the shared components/ChipRack. A tap on a spot bets the chosen chip on it.
import { useTranslation } from 'react-i18next';
import type { BaccaratSpot, BaccaratTableInfo } from '@playdeck/contract/baccarat';
import liveTable from '../components/live-table.module.css';
import styles from './BaccaratPage.module.css';

const TOP_SPOTS: BaccaratSpot[] = ['playerPair', 'tie', 'bankerPair'];
const MAIN_SPOTS: BaccaratSpot[] = ['player', 'banker'];

export function TableFelt({
  table,
  chip,
  stakes,
  winners,
  canBet,
  onBet,
}: {
  table: BaccaratTableInfo;
  chip: string;
  stakes: Partial<Record<BaccaratSpot, string>>;
  winners: ReadonlySet<BaccaratSpot>;
  canBet: boolean;
  onBet: (spot: BaccaratSpot) => void;
}) {
  const { t } = useTranslation();
  const spot = (name: BaccaratSpot, large: boolean) => {
    const label = t(`baccarat.spots.${name}`);
    const stake = stakes[name];
    return (
      <button
        key={name}
        type="button"
        className={[
          styles.spot,
          styles[`spot_${name}`],
          large && styles.spotLarge,
          winners.has(name) && styles.spotWon,
        ]
          .filter(Boolean)
          .join(' ')}
        disabled={!canBet}
        onClick={() => onBet(name)}
        aria-label={t('baccarat.betOn', { amount: chip, spot: label, odds: table.payouts[name] })}
        data-testid={`spot-${name}`}
      >
        <span className={styles.spotName}>{label}</span>
        <span className={liveTable.spotOdds}>{table.payouts[name]}</span>
        {stake && (
          <span
            className={liveTable.stakeChip}
            title={t('baccarat.myStake', { spot: label, amount: stake })}
            data-testid={`stake-${name}`}
          >
            {stake}
          </span>
        )}
      </button>
    );
  };
  return (
    <div className={styles.felt}>
      <div className={styles.spotsTop}>{TOP_SPOTS.map((name) => spot(name, false))}</div>
      <div className={styles.spotsMain}>{MAIN_SPOTS.map((name) => spot(name, true))}</div>
    </div>
  );
}
