// The bet spots (meron, draw, wala) with what each pays on this fight and the player's stake on it,
// lit when it wins, and the chip rack with the arena's limits. A tap on a spot bets the chosen chip.
import { useTranslation } from 'react-i18next';
import type { CockfightArenaInfo, CockfightFight, CockfightSpot } from '@playdeck/contract/cockfight';
import { chipLabel } from '../baccarat/baccarat-view';
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
            <span className={styles.spotOdds}>{odds}</span>
            {stake && (
              <span
                className={styles.stakeChip}
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

export function ChipRack({
  chips,
  chip,
  onChip,
  arena,
}: {
  chips: readonly string[];
  chip: string;
  onChip: (chip: string) => void;
  arena: CockfightArenaInfo;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.rack}>
      <div className={styles.chips} role="radiogroup" aria-label={t('house.cockfight.chips')}>
        {chips.map((value, index) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={value === chip}
            aria-label={t('house.cockfight.chip', { amount: value })}
            className={`${styles.chip} ${styles[`chip${index}`]} ${value === chip ? styles.chipChosen : ''}`}
            onClick={() => onChip(value)}
            data-testid={`chip-${value}`}
          >
            {chipLabel(value)}
          </button>
        ))}
      </div>
      <span className={styles.limits}>
        {t('house.cockfight.limits', { min: arena.minStake, max: arena.maxStake })}
      </span>
    </div>
  );
}
