// The bet spots (meron, draw, wala) with what each pays on this fight and the player's stake on it,
// lit when it wins (the chip rack is the shared components/ChipRack). A tap on a spot bets the
// chosen chip.
import { useTranslation } from 'react-i18next';
import type { CockfightFight, CockfightSpot } from '@playdeck/contract/cockfight';
import liveTable from '../components/live-table.module.css';
import styles from './CockfightPage.module.css';

const SPOTS: CockfightSpot[] = ['meron', 'draw', 'wala'];

export function BetSpots({
  fight,
  chip,
  stakes,
  winner,
  canBet,
  onBet,
}: {
  fight: CockfightFight;
  chip: string;
  stakes: Partial<Record<CockfightSpot, string>>;
  /** The spot that won, once the result shows. */
  winner: CockfightSpot | null;
  canBet: boolean;
  onBet: (spot: CockfightSpot) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.spots}>
      {SPOTS.map((spot) => {
        const label = t(`house.cockfight.spots.${spot}`);
        const stake = stakes[spot];
        const odds = fight.payouts[spot];
        return (
          <button
            key={spot}
            type="button"
            className={[styles.spot, styles[`spot_${spot}`], winner === spot && styles.spotWon]
              .filter(Boolean)
              .join(' ')}
            disabled={!canBet}
            onClick={() => onBet(spot)}
            aria-label={t('house.cockfight.betOn', { amount: chip, spot: label, odds })}
            data-testid={`spot-${spot}`}
          >
            <span className={styles.spotName}>{label}</span>
            <span className={liveTable.spotOdds}>{odds}</span>
            {stake && (
              <span
                className={liveTable.stakeChip}
                title={t('house.cockfight.myStake', { spot: label, amount: stake })}
                data-testid={`stake-${spot}`}
              >
                {stake}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
