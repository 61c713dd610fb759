// The chip rack of a live table (baccarat, cockfight): the chips the player can bet with, one chosen,
// and the table's stake limits. The texts come from the game's own keys under `textPrefix`.
import { useTranslation } from 'react-i18next';
import { chipLabel } from '../baccarat/baccarat-view';
import liveTable from './live-table.module.css';

export function ChipRack({
  chips,
  chip,
  onChip,
  limits,
  textPrefix,
}: {
  chips: readonly string[];
  chip: string;
  onChip: (chip: string) => void;
  limits: { minStake: string; maxStake: string };
  textPrefix: 'baccarat' | 'house.cockfight';
}) {
  const { t } = useTranslation();
  return (
    <div className={liveTable.rack}>
      <div className={liveTable.chips} role="radiogroup" aria-label={t(`${textPrefix}.chips`)}>
        {chips.map((value, index) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={value === chip}
            aria-label={t(`${textPrefix}.chip`, { amount: value })}
            className={`${liveTable.chip} ${liveTable[`chip${index}`]} ${value === chip ? liveTable.chipChosen : ''}`}
            onClick={() => onChip(value)}
            data-testid={`chip-${value}`}
          >
            {chipLabel(value)}
          </button>
        ))}
      </div>
      <span className={liveTable.limits}>
        {t(`${textPrefix}.limits`, { min: limits.minStake, max: limits.maxStake })}
      </span>
    </div>
  );
}
