// The operator console's audit desk (issue 19 item 4): the trail of every operator action and change
// — who, from which IP, what, the state before and after, the reason, when — searched by actor,
// action, target, day range and text. Read only: the trail cannot be edited, by anyone. The filters
// are kept in the address, so that another desk can link to a target's trail (?targetType=…&targetId=…).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@playdeck/contract/audit';
import { useSiteTime } from '../../../lib/site-time';
import { Field, TextInput } from '../../../ui/Field';
import { Page } from '../../../ui/Page';
import { PanelStack } from '../../../ui/Panel';
import { PagedList } from '../components/PagedList';
import { SearchFilters } from '../components/SearchFilters';
import { useAuditTrail, type AuditSearch } from './api/list-audit';
import styles from './audit.module.css';

const KEY = 'operator.audit';
const TEXT_FILTERS = ['actor', 'action', 'targetType', 'targetId', 'text'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A site day (YYYY-MM-DD) as the instant it starts, in the site's time zone. */
function dayStart(day: string, offsetMinutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) - offsetMinutes * 60_000;
}

export function AuditDesk() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const [params, setParams] = useSearchParams();
  const value = (name: string) => params.get(name) ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const fromDay = value('fromDay');
  const toDay = value('toDay');
  const search: AuditSearch = {
    actor: value('actor'),
    action: value('action'),
    targetType: value('targetType'),
    targetId: value('targetId'),
    text: value('text'),
    from: /^\d{4}-\d{2}-\d{2}$/.test(fromDay)
      ? new Date(dayStart(fromDay, time.offsetMinutes)).toISOString()
      : '',
    to: /^\d{4}-\d{2}-\d{2}$/.test(toDay)
      ? new Date(dayStart(toDay, time.offsetMinutes) + DAY_MS - 1).toISOString()
      : '',
    pageNo,
  };
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries([...TEXT_FILTERS, 'fromDay', 'toDay'].map((name) => [name, value(name)])),
  );
  const query = useAuditTrail(search);
  // A specific entry's action has a name; the net's record of a call shows its method and route.
  const actionName = (action: string) =>
    action.includes('/') ? action : t(`${KEY}.actions.${action}`, { defaultValue: action });
  const apply = (nextPage: number, filters: Record<string, string> = typed) =>
    setParams((current) => {
      for (const [name, text] of Object.entries(filters)) {
        if (text.trim() === '') current.delete(name);
        else current.set(name, text.trim());
      }
      if (nextPage > 1) current.set('page', String(nextPage));
      else current.delete('page');
      return current;
    });
  const input = (name: string, label: string, type = 'text') => (
    <Field label={label} key={name}>
      <TextInput
        type={type}
        value={typed[name] ?? ''}
        onChange={(event) => setTyped((current) => ({ ...current, [name]: event.target.value }))}
        autoComplete="off"
      />
    </Field>
  );
  return (
    <Page title={t(`${KEY}.title`)}>
      <PanelStack>
        <SearchFilters searchLabel={t(`${KEY}.search`)} onSubmit={() => apply(1)}>
          {TEXT_FILTERS.map((name) => input(name, t(`${KEY}.filters.${name}`)))}
          {input('fromDay', t(`${KEY}.filters.from`), 'date')}
          {input('toDay', t(`${KEY}.filters.to`), 'date')}
        </SearchFilters>
        <PagedList<AuditEntry>
          query={query}
          totalText={(count) => t(`${KEY}.total`, { count })}
          emptyTitle={t(`${KEY}.none`)}
          tableTestId="audit-trail"
          pageNo={pageNo}
          onPageChange={(next) => apply(next, {})}
          head={
            <>
              <th>{t(`${KEY}.columns.at`)}</th>
              <th>{t(`${KEY}.columns.actor`)}</th>
              <th>{t(`${KEY}.columns.action`)}</th>
              <th>{t(`${KEY}.columns.target`)}</th>
              <th>{t(`${KEY}.columns.reason`)}</th>
              <th>{t(`${KEY}.columns.before`)}</th>
              <th>{t(`${KEY}.columns.after`)}</th>
            </>
          }
          row={(entry) => (
            <tr key={entry.id}>
              <td>{time.format(entry.at, 'dateTime')}</td>
              <td>
                <div className={styles.stacked}>
                  <span>{entry.actorUsername || t(`${KEY}.system`)}</span>
                  <span className={styles.muted}>{entry.ip}</span>
                </div>
              </td>
              <td>{actionName(entry.action)}</td>
              <td>
                {entry.targetType}
                {entry.targetId ? ` #${entry.targetId}` : ''}
              </td>
              <td>{entry.reason ?? '—'}</td>
              <td>
                <Change value={entry.before} />
              </td>
              <td>
                <Change value={entry.after} />
              </td>
            </tr>
          )}
        />
      </PanelStack>
    </Page>
  );
}

/** A state as the trail keeps it: its fields, one a line. */
function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  const text =
    typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`)
          .join('\n')
      : String(value);
  return <pre className={styles.change}>{text}</pre>;
}
