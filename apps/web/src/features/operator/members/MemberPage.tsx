// A member's (or an agent's) page on the members desk: the profile and the actions, the account
// tree (parent and agent chain), balances, the latest ledger moves, rounds, payments and bonuses,
// and the sign-ins with their IP (and its country, looked up from the IP) and the IPs used, each
// lockable one with its unlock. Each action opens its dialog with a required reason; its audit
// entry is in the audit desk (the link opens the trail of this account).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { membersPaths, type MemberAdjustmentResult, type MemberDetail } from '@playdeck/contract/members';
import { useMoney } from '../../../lib/agent-money';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { QueryState } from '../components/QueryState';
import { IfAllowed } from '../components/staff-rights';
import { SavedNotice } from '../components/SavedNotice';
import { useMemberAction, useMemberDetail, type MemberActionKind } from './api/members';
import { MemberActionDialog } from './MemberActionDialog';
import { typeName } from './MemberSearchPanel';
import styles from './members.module.css';

const KEY = 'operator.members';

export function MemberPage({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const query = useMemberDetail(id);
  return (
    <PanelStack>
      <div className={styles.header}>
        <Button variant="secondary" onClick={onBack}>
          {t(`${KEY}.back`)}
        </Button>
      </div>
      <QueryState query={query} />
      {query.data ? <MemberView member={query.data} /> : null}
    </PanelStack>
  );
}

function MemberView({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const action = useMemberAction();
  const [open, setOpen] = useState<{ kind: MemberActionKind; ip?: string } | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const { profile } = member;
  const locked = profile.status !== 'active';
  const run = async (kind: MemberActionKind, body: Record<string, string>) => {
    const result = await action.mutateAsync({ kind, id: profile.id, body });
    if (kind === 'adjustBalance') {
      return t(`${KEY}.notices.adjustBalance`, {
        balance: money.amount((result as MemberAdjustmentResult).balance),
      });
    }
    return t(`${KEY}.notices.${kind}`);
  };
  // Each action only for a role that may make it: a balance adjustment is money (finance's).
  const actionButton = (kind: MemberActionKind) => (
    <IfAllowed key={kind} path={membersPaths[kind]}>
      <Button variant="secondary" onClick={() => setOpen({ kind })}>
        {t(`${KEY}.actions.${kind}.button`)}
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <Panel title={`${profile.username} · ID ${profile.id}`} headingLevel={2} data-testid="member-profile">
        <Profile member={member} />
        <div className={styles.actions}>
          {actionButton('adjustBalance')}
          {actionButton(locked ? 'unlock' : 'lock')}
          {actionButton('resetPassword')}
          {actionButton('move')}
          {actionButton('endSessions')}
          <Link to={`/operator/audit?targetType=account&targetId=${profile.id}`}>
            {t(`${KEY}.auditLink`)}
          </Link>
          {notice !== undefined ? <SavedNotice message={notice} /> : null}
        </div>
      </Panel>
      <div className={styles.grid}>
        <Balances member={member} />
        <Tree member={member} />
        <LedgerMoves member={member} />
        <Payments member={member} />
        <Rounds member={member} />
        <Bonuses member={member} />
        <SignIns member={member} />
        <Ips member={member} onUnlock={(ip) => setOpen({ kind: 'unlockIp', ip })} />
      </div>
      <MemberActionDialog
        kind={open?.kind ?? null}
        ip={open?.ip}
        username={profile.username}
        onRun={run}
        onClose={(done) => {
          setOpen(null);
          if (done) setNotice(done);
        }}
      />
    </>
  );
}

function Profile({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const { profile } = member;
  const row = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <dl className={styles.facts}>
      {row(t(`${KEY}.columns.type`), t(`${KEY}.types.${typeName(profile.type)}`))}
      {row(
        t(`${KEY}.columns.status`),
        <StatusBadge tone={profile.status === 'active' ? 'success' : 'danger'}>
          {t(`${KEY}.statuses.${profile.status === 'active' ? 'active' : 'locked'}`)}
        </StatusBadge>,
      )}
      {row(t(`${KEY}.profile.nickname`), profile.nickname || '—')}
      {row(t(`${KEY}.keys.email`), profile.email ?? '—')}
      {row(t(`${KEY}.keys.mobile`), profile.mobile ?? '—')}
      {row(t(`${KEY}.profile.createdAt`), time.format(profile.createdAt, 'dateTime'))}
      {row(
        t(`${KEY}.columns.lastLogin`),
        profile.lastLoginAt ? time.format(profile.lastLoginAt, 'dateTime') : '—',
      )}
      {row(t(`${KEY}.profile.loginCount`), profile.loginCount)}
      {row(t(`${KEY}.profile.liveSessions`), member.liveSessions)}
      {row(
        t(`${KEY}.profile.mustChangePassword`),
        profile.mustChangePassword ? t(`${KEY}.yes`) : t(`${KEY}.no`),
      )}
      {row(t(`${KEY}.profile.totp`), profile.totpEnabled ? t(`${KEY}.yes`) : t(`${KEY}.no`))}
    </dl>
  );
}

/** A panel of one table, or its "nothing yet" line. */
function TablePanel({
  title,
  testId,
  columns,
  rows,
}: {
  title: string;
  testId: string;
  columns: { key: string; header: string; numeric?: boolean }[];
  rows: ReactNode[];
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} headingLevel={2}>
      {rows.length === 0 ? (
        <PanelNote>{t(`${KEY}.nothing`)}</PanelNote>
      ) : (
        <DataTable density="compact" data-testid={testId}>
          <DataTableHead columns={columns} />
          <tbody>{rows}</tbody>
        </DataTable>
      )}
    </Panel>
  );
}

function Balances({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <TablePanel
      title={t(`${KEY}.sections.balances`)}
      testId="member-balances"
      columns={[
        { key: 'kind', header: t(`${KEY}.columns.wallet`) },
        { key: 'balance', header: t(`${KEY}.columns.balance`), numeric: true },
      ]}
      rows={member.balances.map((row) => (
        <tr key={`${row.kind}-${row.vendorCode}`}>
          <td>
            {row.vendorCode
              ? `${t(`${KEY}.wallets.${walletName(row.kind)}`)} · ${row.vendorCode}`
              : t(`${KEY}.wallets.${walletName(row.kind)}`)}
          </td>
          <td className={numericCell} data-testid={`balance-${row.kind}`}>
            {money.amount(row.balance)}
          </td>
        </tr>
      ))}
    />
  );
}

const walletName = (kind: string) => (kind === 'member_vendor_wallet' ? 'vendor' : 'main');

function Tree({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { tree } = member;
  return (
    <Panel title={t(`${KEY}.sections.tree`)} headingLevel={2}>
      <dl className={styles.facts}>
        <dt>{t(`${KEY}.tree.parent`)}</dt>
        <dd>{tree.parent ? `${tree.parent.username} (ID ${tree.parent.id})` : '—'}</dd>
        <dt>{t(`${KEY}.tree.chain`)}</dt>
        <dd>
          {tree.chain.length === 0 ? (
            '—'
          ) : (
            <ol className={styles.chain}>
              {tree.chain.map((row) => (
                <li key={row.id}>{row.username}</li>
              ))}
            </ol>
          )}
        </dd>
        <dt>{t(`${KEY}.tree.teamSize`)}</dt>
        <dd>{tree.teamSize}</dd>
      </dl>
    </Panel>
  );
}

function LedgerMoves({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  return (
    <TablePanel
      title={t(`${KEY}.sections.ledger`)}
      testId="member-ledger"
      columns={[
        { key: 'at', header: t(`${KEY}.columns.time`) },
        { key: 'kind', header: t(`${KEY}.columns.kind`) },
        { key: 'amount', header: t(`${KEY}.columns.amount`), numeric: true },
        { key: 'after', header: t(`${KEY}.columns.balanceAfter`), numeric: true },
      ]}
      rows={member.ledgerMoves.map((row) => (
        <tr key={`${row.transactionId}-${row.at}-${row.amount}`}>
          <td>{time.format(row.at, 'dateTime')}</td>
          <td>
            <span>{row.kind}</span>
            {row.detail ? <span> · {row.detail}</span> : null}
          </td>
          <td className={numericCell}>{money.signed(row.amount)}</td>
          <td className={numericCell}>{money.amount(row.balanceAfter)}</td>
        </tr>
      ))}
    />
  );
}

function Payments({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  return (
    <TablePanel
      title={t(`${KEY}.sections.payments`)}
      testId="member-payments"
      columns={[
        { key: 'at', header: t(`${KEY}.columns.time`) },
        { key: 'type', header: t(`${KEY}.columns.kind`) },
        { key: 'status', header: t(`${KEY}.columns.status`) },
        { key: 'amount', header: t(`${KEY}.columns.amount`), numeric: true },
      ]}
      rows={member.payments.map((row) => (
        <tr key={`${row.type}-${row.id}`}>
          <td>{time.format(row.at, 'dateTime')}</td>
          <td>
            {t(`${KEY}.paymentTypes.${row.type}`)} #{row.id}
          </td>
          <td>{row.status}</td>
          <td className={numericCell}>{money.amount(row.amount)}</td>
        </tr>
      ))}
    />
  );
}

function Rounds({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  return (
    <TablePanel
      title={t(`${KEY}.sections.rounds`)}
      testId="member-rounds"
      columns={[
        { key: 'at', header: t(`${KEY}.columns.time`) },
        { key: 'game', header: t(`${KEY}.columns.game`) },
        { key: 'status', header: t(`${KEY}.columns.status`) },
        { key: 'stake', header: t(`${KEY}.columns.stake`), numeric: true },
        { key: 'payout', header: t(`${KEY}.columns.payout`), numeric: true },
      ]}
      rows={member.rounds.map((row) => (
        <tr key={`${row.vendorCode}-${row.roundId}`}>
          <td>{time.format(row.placedAt, 'dateTime')}</td>
          <td>
            {row.vendorCode} · {row.gameCode}
          </td>
          <td>{row.status}</td>
          <td className={numericCell}>{money.amount(row.stake)}</td>
          <td className={numericCell}>{money.amount(row.payout)}</td>
        </tr>
      ))}
    />
  );
}

function Bonuses({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useSiteTime();
  return (
    <TablePanel
      title={t(`${KEY}.sections.bonuses`)}
      testId="member-bonuses"
      columns={[
        { key: 'at', header: t(`${KEY}.columns.time`) },
        { key: 'kind', header: t(`${KEY}.columns.kind`) },
        { key: 'amount', header: t(`${KEY}.columns.amount`), numeric: true },
      ]}
      rows={member.bonuses.map((row, index) => (
        <tr key={`${row.at}-${index}`}>
          <td>{time.format(row.at, 'dateTime')}</td>
          <td>{row.kind}</td>
          <td className={numericCell}>{money.signed(row.amount)}</td>
        </tr>
      ))}
    />
  );
}

function SignIns({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  return (
    <TablePanel
      title={t(`${KEY}.sections.signIns`)}
      testId="member-sign-ins"
      columns={[
        { key: 'at', header: t(`${KEY}.columns.time`) },
        { key: 'ip', header: 'IP' },
        { key: 'country', header: t(`${KEY}.columns.country`) },
        { key: 'device', header: t(`${KEY}.columns.device`) },
        { key: 'site', header: t(`${KEY}.columns.site`) },
        { key: 'ended', header: t(`${KEY}.columns.ended`) },
      ]}
      rows={member.signIns.map((row) => (
        <tr key={`${row.at}-${row.ip}`}>
          <td>{time.format(row.at, 'dateTime')}</td>
          <td>{row.ip}</td>
          <td>{row.country ?? '—'}</td>
          <td title={row.userAgent ?? undefined}>{row.device ?? '—'}</td>
          <td>{t(`${KEY}.sites.${row.site}`, { defaultValue: row.site })}</td>
          <td>
            {row.endedAt
              ? time.format(row.endedAt, 'dateTime')
              : `${t(`${KEY}.expires`)} ${time.format(row.expiresAt, 'dateTime')}`}
          </td>
        </tr>
      ))}
    />
  );
}

function Ips({ member, onUnlock }: { member: MemberDetail; onUnlock: (ip: string) => void }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  return (
    <TablePanel
      title={t(`${KEY}.sections.ips`)}
      testId="member-ips"
      columns={[
        { key: 'ip', header: 'IP' },
        { key: 'country', header: t(`${KEY}.columns.country`) },
        { key: 'first', header: t(`${KEY}.columns.firstSeen`) },
        { key: 'last', header: t(`${KEY}.columns.lastSeen`) },
        { key: 'locked', header: t(`${KEY}.columns.ipLock`) },
      ]}
      rows={member.ips.map((row) => (
        <tr key={row.ip}>
          <td>{row.ip}</td>
          <td>{row.country ?? '—'}</td>
          <td>{time.format(row.firstSeenAt, 'dateTime')}</td>
          <td>{time.format(row.lastSeenAt, 'dateTime')}</td>
          <td>
            {row.locked ? (
              <IfAllowed path={membersPaths.unlockIp} fallback={t(`${KEY}.ipLocked`)}>
                <Button size="sm" variant="secondary" onClick={() => onUnlock(row.ip)}>
                  {t(`${KEY}.actions.unlockIp.button`)}
                </Button>
              </IfAllowed>
            ) : (
              t(`${KEY}.ipOpen`)
            )}
          </td>
        </tr>
      ))}
    />
  );
}
