// Turnover locks (issue 15 items 1 and 2): each bonus with a turnover requirement, its member and
// source, the bonus, the valid bet required and bet so far, its status and times. Filters: one
// member's account id and the status. An active lock's bonus can be cancelled here with a reason
// (required, kept with the lock): the server takes the unmet bonus back through the ledger.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { PagedList } from '../components/PagedList';
import { ReasonDialog } from '../components/ReasonDialog';
import { ChoiceFilter, SearchFilters } from '../components/SearchFilters';
import { StackedCell } from '../components/StackedCell';
import { useSavedNotice } from '../components/SavedNotice';
import { useDateTime } from '../use-date-time';
import {
  useCancelLock,
  useOperatorLocks,
  type LocksSearch,
  type OperatorTurnoverLock,
  type TurnoverLockStatus,
} from './api/turnover-locks';
import { LOCK_STATUS_TONES, usePromotionWords } from './promotion-words';
import cells from '../components/cells.module.css';
import styles from './promotions.module.css';
import { IfAllowed } from '../components/staff-rights';

/** The longest reason the contract takes (cancelLockPayloadSchema). */
const REASON_LENGTH_MAX = 200;
const LOCK_STATUSES: TurnoverLockStatus[] = ['ACTIVE', 'MET', 'CANCELLED'];
const LOCKS = 'operator.promotions.locks';

type Filters = Omit<LocksSearch, 'pageNo'>;

function LockFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const words = usePromotionWords();
  const [filters, setFilters] = useState<Filters>({ accountId: '', status: '' });
  return (
    <SearchFilters searchLabel={t(`${LOCKS}.search`)} onSubmit={() => onSearch(filters)}>
      <Field label={t(`${LOCKS}.accountIdFilter`)}>
        <TextInput
          type="search"
          inputMode="numeric"
          autoComplete="off"
          value={filters.accountId}
          onChange={(event) => setFilters({ ...filters, accountId: event.target.value.replace(/\D/g, '') })}
        />
      </Field>
      <ChoiceFilter
        label={t(`${LOCKS}.columns.status`)}
        value={filters.status}
        values={LOCK_STATUSES}
        name={words.lockStatus}
        allLabel={t(`${LOCKS}.allStatuses`)}
        onChange={(status) => {
          const next = { ...filters, status };
          setFilters(next);
          onSearch(next);
        }}
      />
    </SearchFilters>
  );
}

function LockRow({ lock, onCancel }: { lock: OperatorTurnoverLock; onCancel: () => void }) {
  const { t } = useTranslation();
  const words = usePromotionWords();
  const dateTime = useDateTime();
  return (
    <tr>
      <td>#{lock.id}</td>
      <td>
        <StackedCell main={lock.member.username} note={`#${lock.member.id}`} />
      </td>
      <td>{lock.source}</td>
      <td>{words.money(lock.bonus)}</td>
      <td>{words.money(lock.required)}</td>
      <td>{words.money(lock.progress)}</td>
      <td>
        <div className={cells.stacked}>
          <span>
            <StatusBadge tone={LOCK_STATUS_TONES[lock.status]}>{words.lockStatus(lock.status)}</StatusBadge>
          </span>
          {lock.cancelReason ? <span className={cells.muted}>{lock.cancelReason}</span> : null}
        </div>
      </td>
      <td>{dateTime(lock.awardedAt)}</td>
      <td>{dateTime(lock.metAt ?? lock.cancelledAt)}</td>
      <td className={cells.sticky}>
        {lock.status === 'ACTIVE' ? (
          <IfAllowed>
            <Button size="sm" variant="danger" onClick={onCancel}>
              {t(`${LOCKS}.cancel`)}
            </Button>
          </IfAllowed>
        ) : null}
      </td>
    </tr>
  );
}

function CancelDialog({
  lock,
  onClose,
}: {
  lock: OperatorTurnoverLock | null;
  onClose: (done?: string) => void;
}) {
  const { t } = useTranslation();
  const words = usePromotionWords();
  const cancelLock = useCancelLock();
  return (
    <ReasonDialog
      open={lock !== null}
      title={lock ? t(`${LOCKS}.cancelTitle`, { id: lock.id }) : undefined}
      lead={
        lock ? (
          <p className={styles.plain}>
            {t(`${LOCKS}.cancelQuestion`, {
              username: lock.member.username,
              bonus: words.money(lock.bonus),
              source: lock.source,
            })}
          </p>
        ) : null
      }
      reasonLabel={t(`${LOCKS}.reason`)}
      reasonHint={t(`${LOCKS}.reasonHint`)}
      reasonLengthMax={REASON_LENGTH_MAX}
      confirmLabel={t(`${LOCKS}.cancelConfirm`)}
      cancelLabel={t(`${LOCKS}.keep`)}
      confirming={cancelLock.isPending}
      onConfirm={async (reason) => {
        const target = lock!;
        await cancelLock.mutateAsync({ id: target.id, reason });
        return t(`${LOCKS}.cancelled`, { id: target.id, username: target.member.username });
      }}
      onClose={onClose}
    />
  );
}

export function TurnoverLocksTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<LocksSearch>({ accountId: '', status: '', pageNo: 1 });
  const [cancelling, setCancelling] = useState<OperatorTurnoverLock | null>(null);
  const notice = useSavedNotice();
  const query = useOperatorLocks(search);
  return (
    <Panel title={t(`${LOCKS}.title`)} headingLevel={2}>
      <LockFilters onSearch={(filters) => setSearch({ ...filters, pageNo: 1 })} />
      <PagedList
        query={query}
        totalText={(count) => t(`${LOCKS}.total`, { count })}
        emptyTitle={t(`${LOCKS}.empty`)}
        notice={notice.message}
        tableTestId="operator-turnover-locks"
        head={
          <>
            <th scope="col">{t(`${LOCKS}.columns.id`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.member`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.source`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.bonus`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.required`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.progress`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.status`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.awardedAt`)}</th>
            <th scope="col">{t(`${LOCKS}.columns.endedAt`)}</th>
            <th scope="col" className={cells.sticky}>
              {t('operator.actions')}
            </th>
          </>
        }
        row={(lock) => <LockRow key={lock.id} lock={lock} onCancel={() => setCancelling(lock)} />}
        pageNo={search.pageNo}
        onPageChange={(pageNo) => setSearch({ ...search, pageNo })}
      />
      {/* A fresh dialog for each lock, so that a reason typed for one never carries to the next. */}
      <CancelDialog
        key={cancelling?.id ?? 'none'}
        lock={cancelling}
        onClose={(done) => {
          setCancelling(null);
          if (done) notice.show(done);
        }}
      />
    </Panel>
  );
}
