// An input in a table cell (a ladder level's threshold, a contract tier's rate): named for screen
// readers by its column and row, since a cell has no label of its own, with its message under it, so
// that a refusal keyed by row and column ("levels.2.minDeposit", "tiers.1.rate") shows where it belongs.
import { useId, type ComponentPropsWithRef } from 'react';
import { TextInput } from '../../../ui/Field';
import styles from './CellInput.module.css';

export interface CellInputProps extends ComponentPropsWithRef<'input'> {
  /** Names the input: its column and row. */
  label: string;
  /** The cell's message, translated; none when the value is fine. */
  error: string | undefined;
}

export function CellInput({ label, error, ...input }: CellInputProps) {
  const errorId = useId();
  return (
    <div className={styles.cell}>
      <TextInput
        aria-label={label}
        invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
