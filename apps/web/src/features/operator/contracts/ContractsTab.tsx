// Every contract, newest first: the holder, who issued it (the platform or the holder's parent), its
// type, category and status, its tiers, and when it was offered, answered and ended (and why).
// Filters: type, status, one holder's id. An active contract can be ended here, and an offer still
// awaiting its answer withdrawn; the operator gives an optional reason, told to the holder, and
// confirms, since the contracts below it of that type and category end with it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, CONTRACT_TYPES, type Contract } from '@playdeck/contract/contracts';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field, TextInput } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { PagedList } from '../components/PagedList';
import { ChoiceFilter, SearchFilters } from '../components/SearchFilters';
import { StackedCell } from '../components/StackedCell';
import { useSavedNotice } from '../components/SavedNotice';
import { useApiMessage } from '../form-errors';
import { useDateTime } from '../use-date-time';
import { useOperatorContracts, useTerminateContract, type ContractsSearch } from './api/contracts';
import { CONTRACT_STATUS_TONES, useContractWords } from './contract-words';
import cells from '../components/cells.module.css';
import styles from './contracts.module.css';
import { IfAllowed } from '../components/staff-rights';

/** The longest reason the contract takes (contractTerminatePayloadSchema). */
const REASON_LENGTH_MAX = 200;

/** The operator may end an active contract, or withdraw an offer still awaiting its answer. */
const endable = (contract: Contract) => contract.status === 'ACTIVE' || contract.status === 'PENDING';

/** The dialog's words: "withdraw" for an offer awaiting its answer, "terminate" for the rest. */
const endingKeys = (contract: Contract) =>
  contract.status === 'PENDING'
    ? { action: 'withdraw', title: 'withdrawTitle', question: 'withdrawQuestion', done: 'withdrawn' }
    : { action: 'terminate', title: 'terminateTitle', question: 'terminateQuestion', done: 'terminated' };

function ContractFilters({ onSearch }: { onSearch: (filters: Omit<ContractsSearch, 'pageNo'>) => void }) {
  const { t } = useTranslation();
  const words = useContractWords();
  const [filters, setFilters] = useState<Omit<ContractsSearch, 'pageNo'>>({
    type: '',
    status: '',
    holderId: '',
  });
  // A select searches at once; the holder's id when the operator submits it.
  const change = (next: Omit<ContractsSearch, 'pageNo'>, search: boolean) => {
    setFilters(next);
    if (search) onSearch(next);
  };
  return (
    <SearchFilters searchLabel={t('operator.contracts.search')} onSubmit={() => onSearch(filters)}>
      <ChoiceFilter
        label={t('operator.contracts.columns.type')}
        value={filters.type}
        values={CONTRACT_TYPES}
        name={words.type}
        allLabel={t('operator.contracts.allTypes')}
        onChange={(type) => change({ ...filters, type }, true)}
      />
      <ChoiceFilter
        label={t('operator.contracts.columns.status')}
        value={filters.status}
        values={CONTRACT_STATUSES}
        name={words.contractStatus}
        allLabel={t('operator.contracts.allStatuses')}
        onChange={(status) => change({ ...filters, status }, true)}
      />
      <Field label={t('operator.contracts.holderIdFilter')}>
        <TextInput
          type="search"
          inputMode="numeric"
          autoComplete="off"
          value={filters.holderId}
          onChange={(event) => change({ ...filters, holderId: event.target.value.replace(/\D/g, '') }, false)}
        />
      </Field>
    </SearchFilters>
  );
}

function ContractRow({ contract, onTerminate }: { contract: Contract; onTerminate: () => void }) {
  const { t } = useTranslation();
  const words = useContractWords();
  const dateTime = useDateTime();
  return (
    <tr>
      <td>#{contract.id}</td>
      <td>
        <StackedCell main={contract.holder.username} note={`#${contract.holder.id}`} />
      </td>
      <td>{contract.issuer ? contract.issuer.username : t('operator.contracts.platform')}</td>
      <td>{words.type(contract.type)}</td>
      <td>{words.category(contract.category)}</td>
      <td>
        <div className={cells.stacked}>
          <span>
            <StatusBadge tone={CONTRACT_STATUS_TONES[contract.status]}>
              {words.contractStatus(contract.status)}
            </StatusBadge>
          </span>
          {contract.downlineHigherRate ? (
            <span className={cells.muted}>{t('operator.contracts.downlineHigherRate')}</span>
          ) : null}
          {contract.status === 'PENDING' && contract.expiresAt ? (
            <span className={cells.muted}>
              {t('operator.contracts.expiresAt', { time: dateTime(contract.expiresAt) })}
            </span>
          ) : null}
        </div>
      </td>
      <td>
        <ol className={styles.tierList}>
          {contract.tiers.map((tier, index) => (
            <li key={index}>{words.tierLine(tier)}</li>
          ))}
        </ol>
      </td>
      <td>{dateTime(contract.offeredAt)}</td>
      <td>{dateTime(contract.respondedAt)}</td>
      <td>
        <div className={cells.stacked}>
          <span>{dateTime(contract.terminatedAt)}</span>
          {contract.terminateReason ? (
            <span className={cells.muted}>
              {t(`operator.contracts.terminateReasons.${contract.terminateReason}`)}
            </span>
          ) : null}
        </div>
      </td>
      <td className={cells.sticky}>
        {endable(contract) ? (
          <IfAllowed>
            <Button size="sm" variant="danger" onClick={onTerminate}>
              {t(`operator.contracts.${endingKeys(contract).action}`)}
            </Button>
          </IfAllowed>
        ) : null}
      </td>
    </tr>
  );
}

function TerminateDialog({
  contract,
  onClose,
}: {
  contract: Contract | null;
  onClose: (done?: string) => void;
}) {
  const { t } = useTranslation();
  const words = useContractWords();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const terminate = useTerminateContract();
  const [reason, setReason] = useState('');
  const keys = contract ? endingKeys(contract) : null;
  const confirm = async (target: Contract) => {
    try {
      await terminate.mutateAsync({ id: target.id, reason: reason.trim() });
      onClose(
        t(`operator.contracts.${endingKeys(target).done}`, {
          id: target.id,
          username: target.holder.username,
        }),
      );
    } catch (error) {
      onClose();
      await dialogs.warning(apiMessage(error));
    }
  };
  return (
    <ConfirmDialog
      open={contract !== null}
      danger
      title={contract && keys ? t(`operator.contracts.${keys.title}`, { id: contract.id }) : undefined}
      message={
        contract && keys ? (
          <div className={styles.form}>
            <p className={styles.plain}>
              {t(`operator.contracts.${keys.question}`, {
                username: contract.holder.username,
                type: words.type(contract.type),
                category: words.category(contract.category),
              })}
            </p>
            <Field
              label={t('operator.contracts.terminateReason')}
              hint={t('operator.contracts.terminateReasonHint')}
            >
              <TextArea
                rows={2}
                maxLength={REASON_LENGTH_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
          </div>
        ) : (
          ''
        )
      }
      confirmLabel={t(`operator.contracts.${keys?.action ?? 'terminate'}`)}
      cancelLabel={t('operator.cancel')}
      confirming={terminate.isPending}
      onConfirm={() => {
        if (contract) void confirm(contract);
      }}
      onCancel={() => onClose()}
    />
  );
}

export function ContractsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<ContractsSearch>({ type: '', status: '', holderId: '', pageNo: 1 });
  const [ending, setEnding] = useState<Contract | null>(null);
  const notice = useSavedNotice();
  const query = useOperatorContracts(search);
  return (
    <Panel title={t('operator.contracts.list.title')} headingLevel={2}>
      <ContractFilters onSearch={(filters) => setSearch({ ...filters, pageNo: 1 })} />
      <PagedList
        query={query}
        totalText={(count) => t('operator.contracts.total', { count })}
        emptyTitle={t('operator.contracts.list.empty')}
        notice={notice.message}
        tableTestId="operator-contracts"
        head={
          <>
            <th scope="col">{t('operator.contracts.columns.id')}</th>
            <th scope="col">{t('operator.contracts.columns.holder')}</th>
            <th scope="col">{t('operator.contracts.columns.issuer')}</th>
            <th scope="col">{t('operator.contracts.columns.type')}</th>
            <th scope="col">{t('operator.contracts.columns.category')}</th>
            <th scope="col">{t('operator.contracts.columns.status')}</th>
            <th scope="col">{t('operator.contracts.columns.tiers')}</th>
            <th scope="col">{t('operator.contracts.columns.offeredAt')}</th>
            <th scope="col">{t('operator.contracts.columns.respondedAt')}</th>
            <th scope="col">{t('operator.contracts.columns.terminatedAt')}</th>
            <th scope="col" className={cells.sticky}>
              {t('operator.actions')}
            </th>
          </>
        }
        row={(contract) => (
          <ContractRow key={contract.id} contract={contract} onTerminate={() => setEnding(contract)} />
        )}
        pageNo={search.pageNo}
        onPageChange={(pageNo) => setSearch({ ...search, pageNo })}
      />
      {/* A fresh dialog for each contract, so that a reason typed for one never carries to the next. */}
      <TerminateDialog
        key={ending?.id ?? 'none'}
        contract={ending}
        onClose={(done) => {
          setEnding(null);
          if (done) notice.show(done);
        }}
      />
    </Panel>
  );
}
