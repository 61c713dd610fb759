// A desk's list filters: a search form of fields in a grid, with the search button last when some
// field (an id, a key) waits for the operator to submit it. A choice searches as soon as it changes,
// so ChoiceFilter hands its value straight to the caller, with "all" as the empty value.
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import styles from './SearchFilters.module.css';

export interface SearchFiltersProps {
  children: ReactNode;
  /** The search button's text; none for filters that are all choices and search at once. */
  searchLabel?: string;
  onSubmit?: () => void;
}

export function SearchFilters({ children, searchLabel, onSubmit }: SearchFiltersProps) {
  return (
    <form
      className={styles.filters}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
      {searchLabel !== undefined ? (
        <Button type="submit" variant="secondary">
          {searchLabel}
        </Button>
      ) : null}
    </form>
  );
}

export interface ChoiceFilterProps<Value extends string> {
  label: string;
  value: Value | '';
  values: readonly Value[];
  /** An option's name. */
  name: (value: Value) => string;
  /** The empty choice's name ("All statuses"); none where a value must be chosen. */
  allLabel?: string;
  onChange: (value: Value | '') => void;
}

export function ChoiceFilter<Value extends string>({
  label,
  value,
  values,
  name,
  allLabel,
  onChange,
}: ChoiceFilterProps<Value>) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {values.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
