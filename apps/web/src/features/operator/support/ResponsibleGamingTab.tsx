// The support desk's responsible gaming (issue 19 item 5): the operator finds a member by username and
// sees what the member set for themself: each deposit and loss limit with what it leaves and a raise waiting,
// the session-time limit and the reality check, the break in force and every break before, with the
// address it was asked from. Read only: a limit or a break is the member's own to set.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositLimit, OperatorResponsibleGaming } from '@playdeck/contract/responsible-gaming';
import { useMoney } from '../../../lib/agent-money';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { ReasonDialog } from '../components/ReasonDialog';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { OPERATOR_PAYOUT_REASON_MAX, responsibleGamingPaths } from '@playdeck/contract/responsible-gaming';
import { useMemberResponsibleGaming, usePayOutOnBreak } from './api/responsible-gaming';
import styles from './support.module.css';
import { IfAllowed } from '../components/staff-rights';

const KEY = 'operator.support.responsibleGaming';

export function ResponsibleGamingTab() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState<string | null>(null);
  const query = useMemberResponsibleGaming(username);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim() === '' ? null : typed.trim());
  };
  return (
    <PanelStack>
      <form className={styles.lookup} onSubmit={search} role="search">
        <Field label={t(`${KEY}.username`)}>
          <TextInput value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit" loading={query.isFetching}>
          {t(`${KEY}.find`)}
        </Button>
      </form>
      {username === null ? <PanelNote>{t(`${KEY}.lead`)}</PanelNote> : null}
      {query.isError ? (
        <EmptyState title={query.error instanceof Error ? query.error.message : t('errors.network')} />
      ) : null}
      {query.data ? <MemberView view={query.data} /> : null}
    </PanelStack>
  );
}

function MemberView({ view }: { view: OperatorResponsibleGaming }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const minutes = (value: number | null) =>
    value === null ? t(`${KEY}.none`) : t(`${KEY}.minutes`, { count: value });
  const { play } = view;
  return (
    <>
      <Panel title={`${view.member.username} · ID ${view.member.id}`} headingLevel={2}>
        <dl className={styles.facts} data-testid="rg-member">
          <dt>{t(`${KEY}.inForce`)}</dt>
          <dd>
            {view.exclusion
              ? t(`${KEY}.kinds.${view.exclusion.kind}`) +
                ' · ' +
                t(`${KEY}.until`, { time: time.format(view.exclusion.endsAt, 'dateTime') })
              : t(`${KEY}.noBreak`)}
          </dd>
          <dt>{t(`${KEY}.sessionLimit`)}</dt>
          <dd>
            {minutes(play.sessionLimitMinutes)}
            {play.pendingSessionLimit
              ? ` → ${minutes(play.pendingSessionLimit.minutes)} (${time.format(play.pendingSessionLimit.effectiveAt, 'dateTime')})`
              : ''}
          </dd>
          <dt>{t(`${KEY}.realityCheck`)}</dt>
          <dd>{play.realityCheckMinutes === null ? t(`${KEY}.off`) : minutes(play.realityCheckMinutes)}</dd>
        </dl>
        {view.exclusion ? <PayOut username={view.member.username} /> : null}
      </Panel>
      <LimitsTable limits={view.depositLimits} kind="deposit" />
      <LimitsTable limits={view.lossLimits} kind="loss" />
      <Panel title={t(`${KEY}.breaks`)} headingLevel={2}>
        {view.breaks.length === 0 ? (
          <PanelNote>{t(`${KEY}.noBreaks`)}</PanelNote>
        ) : (
          <DataTable density="compact" data-testid="rg-breaks">
            <DataTableHead
              columns={[
                { key: 'kind', header: t(`${KEY}.kind`) },
                { key: 'startsAt', header: t(`${KEY}.startsAt`) },
                { key: 'endsAt', header: t(`${KEY}.endsAt`) },
                { key: 'ip', header: 'IP' },
              ]}
            />
            <tbody>
              {view.breaks.map((row) => (
                <tr key={`${row.startsAt}-${row.kind}`}>
                  <td>{t(`${KEY}.kinds.${row.kind}`)}</td>
                  <td>{time.format(row.startsAt, 'dateTime')}</td>
                  <td>{time.format(row.endsAt, 'dateTime')}</td>
                  <td>{row.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Panel>
    </>
  );
}

/** One kind of the member's limits per period, each with what its window has used and left. */
function LimitsTable({ limits, kind }: { limits: DepositLimit[]; kind: 'deposit' | 'loss' }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  return (
    <Panel title={t(`${KEY}.${kind}Limits`)} headingLevel={2}>
      <DataTable density="compact" data-testid={kind === 'deposit' ? 'rg-limits' : 'rg-loss-limits'}>
        <DataTableHead
          columns={[
            { key: 'period', header: t(`${KEY}.period`) },
            { key: 'amount', header: t(`${KEY}.limit`), numeric: true },
            { key: 'used', header: t(kind === 'deposit' ? `${KEY}.used` : `${KEY}.lost`), numeric: true },
            { key: 'remaining', header: t(`${KEY}.remaining`), numeric: true },
            { key: 'pending', header: t(`${KEY}.pending`) },
          ]}
        />
        <tbody>
          {limits.map((limit) => (
            <tr key={limit.period}>
              <td>{t(`${KEY}.periods.${limit.period}`)}</td>
              <td className={numericCell}>{limit.amount === null ? '—' : money.amount(limit.amount)}</td>
              <td className={numericCell}>{money.amount(limit.used)}</td>
              <td className={numericCell}>
                {limit.remaining === null ? '—' : money.amount(limit.remaining)}
              </td>
              <td>
                {limit.pending
                  ? `${limit.pending.amount === null ? t(`${KEY}.none`) : money.amount(limit.pending.amount)} (${time.format(limit.pending.effectiveAt, 'dateTime')})`
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Panel>
  );
}

/**
 * A member on a break cannot sign in to withdraw: the operator pays their balance out to their bank
 * account, with a reason, as a withdrawal that the payments desk then decides.
 */
function PayOut({ username }: { username: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const payOut = usePayOutOnBreak();
  const notice = useSavedNotice();
  const money = useMoney();
  return (
    <div className={styles.paneActions}>
      <IfAllowed path={responsibleGamingPaths.operatorPayout}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t(`${KEY}.payOut`)}
        </Button>
      </IfAllowed>
      <SavedNotice message={notice.message} />
      <ReasonDialog
        open={open}
        title={t(`${KEY}.payOutTitle`, { username })}
        lead={<PanelNote>{t(`${KEY}.payOutLead`)}</PanelNote>}
        reasonLabel={t(`${KEY}.reason`)}
        reasonHint={t(`${KEY}.reasonHint`)}
        reasonLengthMax={OPERATOR_PAYOUT_REASON_MAX}
        confirmLabel={t(`${KEY}.payOutConfirm`)}
        cancelLabel={t(`${KEY}.cancel`)}
        confirming={payOut.isPending}
        onConfirm={async (reason) => {
          const paid = await payOut.mutateAsync({ username, reason });
          return t(`${KEY}.paidOut`, {
            amount: money.amount(paid.amount),
            id: paid.withdrawalId,
            bank: `${paid.bankName} ${paid.accountNumber}`,
          });
        }}
        onClose={(done) => {
          setOpen(false);
          if (done) notice.show(done);
        }}
      />
    </div>
  );
}
