// The picker of one bet type (selections.ts pickerOf): named choices as buttons, the position and
// digit grid, the 00–99 grid, or a digit entry with a lucky pick. It writes the selection string the
// server reads.
import { useTranslation } from 'react-i18next';
import type { LotteryBetType } from '@playdeck/contract/lottery';
import { Button } from '../../../ui/Button';
import { TextInput } from '../../../ui/Field';
import { classNames } from '../../../ui/class-names';
import { localName } from './local-name';
import {
  digitsTyped,
  luckyDigits,
  pickerOf,
  positionSelection,
  readPositionSelection,
  TWO_DIGIT_NUMBERS,
} from './selections';
import styles from './LotteryPage.module.css';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export function NumberPicker({
  betType,
  digits,
  selection,
  onChange,
  disabled,
}: {
  betType: LotteryBetType;
  /** Digits of the game's number (positions of the position grid). */
  digits: number;
  selection: string;
  onChange: (selection: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const picker = pickerOf(betType, digits);
  switch (picker.kind) {
    case 'choice':
      return (
        <div className={styles.choices} role="group" aria-label={localName(betType.name, i18n.language)}>
          {picker.choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className={classNames(styles.choice, selection === choice.value && styles.picked)}
              aria-pressed={selection === choice.value}
              disabled={disabled}
              onClick={() => onChange(choice.value)}
            >
              {localName(choice.name, i18n.language)}
            </button>
          ))}
        </div>
      );
    case 'position': {
      const picked = readPositionSelection(selection);
      return (
        <div className={styles.positions}>
          {Array.from({ length: picker.positions }, (_, index) => index + 1).map((position) => (
            <div
              key={position}
              className={styles.positionRow}
              role="group"
              aria-label={t('lottery.position', { position })}
            >
              <span className={styles.positionLabel}>{t('lottery.positionShort', { position })}</span>
              {DIGITS.map((digit) => {
                const on = picked?.position === position && picked.digit === digit;
                return (
                  <button
                    key={digit}
                    type="button"
                    className={classNames(styles.cell, on && styles.picked)}
                    aria-pressed={on}
                    aria-label={t('lottery.positionDigit', { position, digit })}
                    disabled={disabled}
                    onClick={() => onChange(positionSelection(position, digit))}
                  >
                    {digit}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      );
    }
    case 'grid':
      return (
        <div className={styles.grid} role="group" aria-label={localName(betType.name, i18n.language)}>
          {TWO_DIGIT_NUMBERS.map((number) => (
            <button
              key={number}
              type="button"
              className={classNames(styles.cell, selection === number && styles.picked)}
              aria-pressed={selection === number}
              disabled={disabled}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          ))}
        </div>
      );
    case 'digits':
      return (
        <div className={styles.digitsEntry}>
          <TextInput
            className={styles.digitsInput}
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('lottery.enterDigits', { count: picker.width })}
            placeholder={'0'.repeat(picker.width)}
            maxLength={picker.width}
            value={selection}
            disabled={disabled}
            onChange={(event) => onChange(digitsTyped(event.target.value, picker.width))}
          />
          <Button variant="secondary" disabled={disabled} onClick={() => onChange(luckyDigits(picker.width))}>
            {t('lottery.luckyPick')}
          </Button>
        </div>
      );
  }
}
