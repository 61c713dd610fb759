// The operator console's staff desk (issue 19 item 3), the admin's: the staff accounts with their
// role (changed in place), status (disable, which ends their sessions, or enable) and whether they
// have an authenticator; a dialog that creates an account; and the switch that requires an
// authenticator code at every operator sign-in. The server refuses what would leave no active admin.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@playdeck/contract/staff';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { Field, TextInput } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { useDialogs } from '../../../ui/dialogs';
import { Checkbox } from '../components/Checkbox';
import { DeskPage } from '../components/DeskPage';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { refusalFields, useApiMessage } from '../form-errors';
import {
  useChangeStaffRole,
  useChangeStaffStatus,
  useCreateStaff,
  useSaveStaffSettings,
  useStaffList,
  useStaffSettings,
} from './api/staff';
import styles from './staff.module.css';

function CreateStaffDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (text: string) => void;
}) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const create = useCreateStaff();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorsOf = (name: string) => (fields[name] ? [fields[name]] : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setRefusal(null);
    try {
      const created = await create.mutateAsync({ username, password, role });
      onCreated(t('operator.staff.created', { username: created.username }));
      onClose();
    } catch (error) {
      const byField = refusalFields(error);
      setFields(byField);
      if (Object.keys(byField).length === 0) setRefusal(apiMessage(error));
    }
  };
  return (
    <FormDialog
      title={t('operator.staff.createTitle')}
      description={t('operator.staff.createLead')}
      formId="staff-create"
      submitLabel={t('operator.create')}
      submitting={create.isPending}
      onSubmit={(event) => void submit(event)}
      refusal={refusal}
      onClose={onClose}
    >
      <Field label={t('operator.staff.columns.username')} required errors={errorsOf('username')}>
        <TextInput
          autoComplete="off"
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <Field label={t('operator.staff.password')} required errors={errorsOf('password')}>
        <TextInput
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Field label={t('operator.staff.columns.role')} required errors={errorsOf('role')}>
        <Select value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`operator.staff.roles.${option}`)}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}

function StaffRow({
  member,
  busy,
  onRole,
  onStatus,
}: {
  member: StaffMember;
  busy: boolean;
  onRole: (role: StaffRole) => void;
  onStatus: () => void;
}) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const active = member.status === 'active';
  return (
    <tr>
      <th scope="row">{member.username}</th>
      <td>
        <Select
          aria-label={t('operator.staff.roleOf', { username: member.username })}
          value={member.role}
          disabled={busy}
          onChange={(event) => onRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`operator.staff.roles.${option}`)}
            </option>
          ))}
        </Select>
      </td>
      <td>{active ? t('operator.enabled') : t('operator.disabled')}</td>
      <td>{member.totpEnabled ? t('operator.staff.totpOn') : t('operator.staff.totpOff')}</td>
      <td>{member.lastLoginAt ? time.format(new Date(member.lastLoginAt)) : t('operator.staff.never')}</td>
      <td className={styles.actionsCell}>
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          onClick={onStatus}
          aria-label={t(active ? 'operator.staff.disableUser' : 'operator.staff.enableUser', {
            username: member.username,
          })}
        >
          {active ? t('operator.staff.disable') : t('operator.staff.enable')}
        </Button>
      </td>
    </tr>
  );
}

function AccountsTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const query = useStaffList();
  const changeRole = useChangeStaffRole();
  const changeStatus = useChangeStaffStatus();
  const notice = useSavedNotice();
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (
    id: number,
    change: () => Promise<StaffMember>,
    done: (member: StaffMember) => string,
  ) => {
    setBusyId(id);
    try {
      notice.show(done(await change()));
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  const setRole = (member: StaffMember, role: StaffRole) =>
    void run(
      member.id,
      () => changeRole.mutateAsync({ id: member.id, role }),
      (changed) =>
        t('operator.staff.roleChanged', {
          username: changed.username,
          role: t(`operator.staff.roles.${changed.role}`),
        }),
    );

  const toggleStatus = async (member: StaffMember) => {
    const disabling = member.status === 'active';
    if (disabling) {
      const confirmed = await dialogs.confirm({
        title: t('operator.staff.confirmDisableTitle'),
        message: t('operator.staff.confirmDisableMessage', { username: member.username }),
        confirmLabel: t('operator.staff.disable'),
      });
      if (!confirmed) return;
    }
    await run(
      member.id,
      () => changeStatus.mutateAsync({ id: member.id, status: disabling ? 'disabled' : 'active' }),
      (changed) =>
        t(disabling ? 'operator.staff.disabledNotice' : 'operator.staff.enabledNotice', {
          username: changed.username,
        }),
    );
  };

  return (
    <Panel title={t('operator.staff.accountsTitle')}>
      <div className={styles.toolbar}>
        <PanelNote>{t('operator.staff.accountsLead')}</PanelNote>
        <SavedNotice message={notice.message} />
        <Button onClick={() => setCreating(true)}>{t('operator.staff.createTitle')}</Button>
      </div>
      <QueryState query={query} />
      {query.data ? (
        <DataTable aria-label={t('operator.staff.accountsTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('operator.staff.columns.username')}</th>
              <th scope="col">{t('operator.staff.columns.role')}</th>
              <th scope="col">{t('operator.staff.columns.status')}</th>
              <th scope="col">{t('operator.staff.columns.totp')}</th>
              <th scope="col">{t('operator.staff.columns.lastLogin')}</th>
              <th scope="col" className={styles.actionsCell}>
                {t('operator.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                busy={busyId === member.id}
                onRole={(role) => setRole(member, role)}
                onStatus={() => void toggleStatus(member)}
              />
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {creating ? (
        <CreateStaffDialog onClose={() => setCreating(false)} onCreated={(text) => notice.show(text)} />
      ) : null}
    </Panel>
  );
}

function SecurityTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const query = useStaffSettings();
  const save = useSaveStaffSettings();
  const notice = useSavedNotice();
  const toggle = async (secondFactorRequired: boolean) => {
    try {
      await save.mutateAsync({ secondFactorRequired });
      notice.show(
        t(secondFactorRequired ? 'operator.staff.secondFactorOn' : 'operator.staff.secondFactorOff'),
      );
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    }
  };
  return (
    <Panel title={t('operator.staff.securityTitle')}>
      <PanelNote>{t('operator.staff.securityLead')}</PanelNote>
      <QueryState query={query} />
      {query.data ? (
        <div className={styles.toolbar}>
          <Checkbox
            label={t('operator.staff.secondFactorRequired')}
            // The box shows the choice at once; the list is read again once it is saved.
            checked={save.isPending ? save.variables.secondFactorRequired : query.data.secondFactorRequired}
            disabled={save.isPending}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <SavedNotice message={notice.message} />
        </div>
      ) : null}
    </Panel>
  );
}

export function StaffDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="staff"
      title={t('operator.staff.title')}
      tabs={[
        { value: 'accounts', label: t('operator.staff.tabs.accounts'), content: <AccountsTab /> },
        { value: 'security', label: t('operator.staff.tabs.security'), content: <SecurityTab /> },
      ]}
    />
  );
}
