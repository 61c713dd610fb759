// The search of a record screen (betting record, account record, profit and loss, bonus details): a
// period of two dates and any selects, each with "All" first. Edits stay a draft until the member
// searches; the server's messages about the dates show on the date fields. The days are the site's
// (lib/site-time), and the zone they are read in is written under the period.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useSiteTime } from '../lib/site-time';
import { Button } from './Button';
import { Field, TextInput } from './Field';
import { Select } from './Select';
import styles from './RecordFilters.module.css';

/** A search: the period's first and last day (YYYY-MM-DD) and each select's value ('' or absent: all). */
export type RecordSearch = { from: string; to: string } & Partial<Record<string, string>>;

export interface RecordSelect {
  /** The select's value in the search. */
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface RecordFiltersProps {
  /** The search in force; the draft starts from it. */
  search: RecordSearch;
  selects?: RecordSelect[];
  /** The last search's failure, if any: a refusal's field messages go on the dates. */
  error?: unknown;
  onSearch: (search: RecordSearch) => void;
}

export function RecordFilters({ search, selects = [], error, onSearch }: RecordFiltersProps) {
  const { t } = useTranslation();
  const { zoneLabel } = useSiteTime();
  const [draft, setDraft] = useState(search);
  const fields = error instanceof ApiError ? error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit}>
      <Field label={t('records.from')} errors={fields.from ? [fields.from] : undefined}>
        <TextInput
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field label={t('records.to')} errors={fields.to ? [fields.to] : undefined}>
        <TextInput
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Field>
      {selects.map((select) => (
        <Field key={select.name} label={select.label}>
          <Select
            value={draft[select.name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [select.name]: event.target.value })}
          >
            <option value="">{t('records.all')}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      ))}
      <Button type="submit">{t('records.search')}</Button>
      <p className={styles.zone}>{t('records.zone', { zone: zoneLabel })}</p>
    </form>
  );
}
