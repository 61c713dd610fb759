// The members desk's search: one key (username, id, mobile, e-mail, sign-in IP) and its text, then
// a page of accounts with their parent, balance and last sign-in; a username opens the account.
// The last search stays in the address (?by=…&q=…), so that coming back from a member finds it.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAgentType, isTrialType } from '@playdeck/contract/account';
import { MEMBER_SEARCH_KEYS, type MemberSearchKey, type MemberSummary } from '@playdeck/contract/members';
import { useMoney } from '../../../lib/agent-money';
import { useSiteTime } from '../../../lib/site-time';
import { Field, TextInput } from '../../../ui/Field';
import { PanelNote, PanelStack } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { PagedList } from '../components/PagedList';
import { ChoiceFilter, SearchFilters } from '../components/SearchFilters';
import { useMemberSearch, type MemberSearch } from './api/members';
import styles from './members.module.css';

const KEY = 'operator.members';

const isSearchKey = (value: string | null): value is MemberSearchKey =>
  MEMBER_SEARCH_KEYS.includes(value as MemberSearchKey);

export function MemberSearchPanel({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  const [params, setParams] = useSearchParams();
  const by = params.get('by');
  const q = params.get('q') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const search: MemberSearch | null =
    q.trim() === '' ? null : { by: isSearchKey(by) ? by : 'username', q, pageNo };
  const [typedBy, setTypedBy] = useState<MemberSearchKey>(isSearchKey(by) ? by : 'username');
  const [typed, setTyped] = useState(q);
  const query = useMemberSearch(search);
  const apply = (next: { by: MemberSearchKey; q: string; pageNo: number }) =>
    setParams((current) => {
      current.set('by', next.by);
      current.set('q', next.q.trim());
      if (next.pageNo > 1) current.set('page', String(next.pageNo));
      else current.delete('page');
      return current;
    });

  return (
    <PanelStack>
      <SearchFilters
        searchLabel={t(`${KEY}.search`)}
        onSubmit={() => apply({ by: typedBy, q: typed, pageNo: 1 })}
      >
        <ChoiceFilter
          label={t(`${KEY}.by`)}
          value={typedBy}
          values={MEMBER_SEARCH_KEYS}
          name={(key) => t(`${KEY}.keys.${key}`)}
          onChange={(value) => setTypedBy(value === '' ? 'username' : value)}
        />
        <Field label={t(`${KEY}.text`)} className={styles.filterText}>
          <TextInput
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            data-testid="member-search-text"
          />
        </Field>
      </SearchFilters>
      {search === null ? (
        <PanelNote>{t(`${KEY}.lead`)}</PanelNote>
      ) : (
        <PagedList<MemberSummary>
          query={query}
          totalText={(count) => t(`${KEY}.total`, { count })}
          emptyTitle={t(`${KEY}.none`)}
          tableTestId="member-results"
          pageNo={pageNo}
          onPageChange={(next) => apply({ by: search.by, q: search.q, pageNo: next })}
          head={
            <>
              <th>{t(`${KEY}.columns.username`)}</th>
              <th>ID</th>
              <th>{t(`${KEY}.columns.type`)}</th>
              <th>{t(`${KEY}.columns.status`)}</th>
              <th>{t(`${KEY}.columns.parent`)}</th>
              <th>{t(`${KEY}.columns.balance`)}</th>
              <th>{t(`${KEY}.columns.lastLogin`)}</th>
            </>
          }
          row={(member) => (
            <tr key={member.id}>
              <td>
                <button type="button" className={styles.link} onClick={() => onOpen(member.id)}>
                  {member.username}
                </button>
              </td>
              <td>{member.id}</td>
              <td>{t(`${KEY}.types.${typeName(member.type)}`)}</td>
              <td>
                <StatusBadge tone={member.status === 'active' ? 'success' : 'danger'}>
                  {t(`${KEY}.statuses.${member.status === 'active' ? 'active' : 'locked'}`)}
                </StatusBadge>
              </td>
              <td>{member.parentUsername ?? '—'}</td>
              <td>{money.amount(member.balance)}</td>
              <td>{member.lastLoginAt ? time.format(member.lastLoginAt, 'dateTime') : '—'}</td>
            </tr>
          )}
        />
      )}
    </PanelStack>
  );
}

/** The name of an account type (SPEC.md: 1, 2, 41, 42 agents; 4 trial; others members). */
export function typeName(type: number): 'agent' | 'trial' | 'member' {
  if (isAgentType(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'member';
}
