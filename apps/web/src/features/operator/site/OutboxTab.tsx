// The outbox: every SMS and e-mail the platform sent, newest first, as the built-in provider recorded
// it. While no SMS gateway or SMTP server is configured, this is how the operator reads a member's
// verification code or temporary password to them. Filters: the channel, and one recipient exactly.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@playdeck/contract/outbox';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Pagination } from '../../../ui/Pagination';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { StatusBadge } from '../../../ui/StatusBadge';
import { QueryState } from '../components/QueryState';
import { useOutbox, type OutboxChannel, type OutboxSearch } from './api/outbox';
import styles from './site.module.css';
import { useSiteTime, type SiteTimeFormat } from '../../../lib/site-time';

function MessageCard({ message, time }: { message: OutboxEntry; time: SiteTimeFormat }) {
  const { t } = useTranslation();
  return (
    <li className={styles.message} data-testid="outbox-message">
      <div className={styles.messageHead}>
        <StatusBadge tone={message.channel === 'sms' ? 'info' : 'neutral'}>
          {t(`operator.site.outbox.channels.${message.channel}`)}
        </StatusBadge>
        <span className={styles.recipient}>{message.recipient}</span>
        <span className={styles.muted}>{t('operator.site.outbox.via', { provider: message.provider })}</span>
        <time className={styles.messageTime} dateTime={message.createdAt}>
          {time.format(new Date(message.createdAt))}
        </time>
      </div>
      {message.subject ? <p className={styles.subject}>{message.subject}</p> : null}
      <p className={styles.body}>{message.body}</p>
    </li>
  );
}

function OutboxFilters({ onSearch }: { onSearch: (filters: Omit<OutboxSearch, 'pageNo'>) => void }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<OutboxChannel | ''>('');
  const [recipient, setRecipient] = useState('');
  return (
    <form
      className={styles.filters}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ channel, recipient });
      }}
    >
      <Field label={t('operator.site.outbox.channel')}>
        <Select
          value={channel}
          onChange={(event) => {
            const next = event.target.value as OutboxChannel | '';
            setChannel(next);
            onSearch({ channel: next, recipient });
          }}
        >
          <option value="">{t('operator.site.outbox.channels.all')}</option>
          <option value="sms">{t('operator.site.outbox.channels.sms')}</option>
          <option value="email">{t('operator.site.outbox.channels.email')}</option>
        </Select>
      </Field>
      <Field label={t('operator.site.outbox.recipient')}>
        <TextInput
          type="search"
          spellCheck={false}
          placeholder={t('operator.site.outbox.recipientPlaceholder')}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary">
        {t('operator.site.outbox.search')}
      </Button>
    </form>
  );
}

export function OutboxTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<OutboxSearch>({ channel: '', recipient: '', pageNo: 1 });
  const query = useOutbox(search);
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const value = query.data;
  return (
    <Panel title={t('operator.site.outbox.title')}>
      <div className={styles.toolbar}>
        <PanelNote>{t('operator.site.outbox.lead')}</PanelNote>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('operator.refresh')}
        </Button>
      </div>
      <OutboxFilters onSearch={(filters) => setSearch({ ...filters, pageNo: 1 })} />
      <QueryState query={query} />
      {value && value.total === 0 ? <EmptyState title={t('operator.site.outbox.empty')} /> : null}
      {value && value.total > 0 ? (
        <>
          <PanelNote>{t('operator.site.outbox.total', { total: value.total })}</PanelNote>
          <ul className={styles.messages} aria-label={t('operator.site.outbox.title')}>
            {value.list.map((message) => (
              <MessageCard key={message.id} message={message} time={time} />
            ))}
          </ul>
          <Pagination
            page={search.pageNo}
            totalPages={value.totalPages}
            onChange={(pageNo) => setSearch({ ...search, pageNo })}
          />
        </>
      ) : null}
    </Panel>
  );
}
