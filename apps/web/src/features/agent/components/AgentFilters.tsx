// The search of an agent report: a period of two site days with the site's zone written beside it,
// an optional text field (a member's username) and any selects, each with "All" first. Edits stay
// a draft until the agent searches; the server's messages about a field show on that field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import type { RecordSelect } from '../../../ui/RecordFilters';
import { Select } from '../../../ui/Select';
import type { AgentSearch } from '../hooks/useAgentSearch';
import styles from './agent.module.css';

export interface AgentFiltersProps {
  /** The search in force; the draft starts from it. */
  search: AgentSearch;
  /** A text field searched by its `name` (the username), with its label. */
  text?: { name: string; label: string };
  selects?: RecordSelect[];
  /** The last search's failure, if any: a refusal's field messages go on their fields. */
  error?: unknown;
  onSearch: (search: AgentSearch) => void;
}

export function AgentFilters({ search, text, selects = [], error, onSearch }: AgentFiltersProps) {
  const { t } = useTranslation();
  const { zoneLabel } = useSiteTime();
  const [draft, setDraft] = useState(search);
  const fields = error instanceof ApiError ? error.fields : {};
  const errorsOf = (name: string) => (fields[name] ? [fields[name]] : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search">
      {text ? (
        <Field label={text.label} errors={errorsOf(text.name)}>
          <TextInput
            type="search"
            autoComplete="off"
            value={draft[text.name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [text.name]: event.target.value })}
          />
        </Field>
      ) : null}
      <Field label={t('records.from')} errors={errorsOf('from')}>
        <TextInput
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field label={t('records.to')} errors={errorsOf('to')}>
        <TextInput
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Field>
      {selects.map((select) => (
        <Field key={select.name} label={select.label} errors={errorsOf(select.name)}>
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
      <p className={styles.zone} data-testid="agent-zone">
        {t('records.zone', { zone: zoneLabel })}
      </p>
    </form>
  );
}
