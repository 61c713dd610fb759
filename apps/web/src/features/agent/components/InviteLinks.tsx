// The agent's invite links: each with its code, the type a newcomer gets, the registrations it has
// brought, when it was made, whether it is on (a switch) and its address to copy; and the form of a
// new one (its type, and a code of the agent's choice or one the server makes).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AGENT_CREATED_TYPES, type InviteLink } from '@playdeck/contract/agent';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { useSiteTime } from '../../../lib/site-time';
import { AgentTable, nextSort, sortRows, type AgentColumn, type SortState } from '../../../ui/AgentTable';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { useDialogs } from '../../../ui/dialogs';
import {
  createInviteLink,
  inviteLinksQueryKey,
  setInviteLinkEnabled,
  useInviteLinks,
} from '../api/invite-links';
import styles from './agent.module.css';

const linkFormSchema = z.object({
  type: z.enum(AGENT_CREATED_TYPES),
  code: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,20}$/, 'agent.invite.codeRule'),
  ]),
});
type LinkForm = z.infer<typeof linkFormSchema>;

export function InviteLinks() {
  const { t } = useTranslation();
  const links = useInviteLinks();
  const list = links.data?.list;
  return (
    <>
      <CreateLink />
      {links.isPending ? <Loader label={t('ui.loading')} /> : null}
      {links.error ? (
        <p role="alert">{links.error instanceof ApiError ? links.error.message : t('errors.network')}</p>
      ) : null}
      {list?.length === 0 ? <EmptyState title={t('agent.invite.none')} /> : null}
      {list && list.length > 0 ? <LinksTable links={list} /> : null}
    </>
  );
}

function CreateLink() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LinkForm>({
    resolver: zodResolver(linkFormSchema),
    defaultValues: { type: 'member', code: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createInviteLink({ type: values.type, code: values.code || undefined });
      reset({ type: values.type, code: '' });
      await queryClient.invalidateQueries({ queryKey: inviteLinksQueryKey });
    } catch (error) {
      setFailure(applyFieldErrors(error, setError, ['type', 'code'], t('errors.network')));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('agent.invite.create')}>
      <Field label={t('agent.invite.type')} required errors={errorText(errors.type?.message)}>
        <Select {...register('type')}>
          {AGENT_CREATED_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`agent.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('agent.invite.code')}
        hint={t('agent.invite.codeHint')}
        errors={errorText(errors.code?.message)}
      >
        <TextInput autoComplete="off" maxLength={20} {...register('code')} />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit" loading={isSubmitting}>
          {t('agent.invite.create')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className={styles.wide}>
          {failure}
        </p>
      ) : null}
    </form>
  );
}

function LinksTable({ links }: { links: readonly InviteLink[] }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [sort, setSort] = useState<SortState>({ key: 'createdAt', order: 'desc' });

  const toggle = async (link: InviteLink) => {
    setBusy(link.code);
    try {
      await setInviteLinkEnabled(link.code, !link.enabled);
      await queryClient.invalidateQueries({ queryKey: inviteLinksQueryKey });
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setBusy(null);
    }
  };
  const copy = async (link: InviteLink) => {
    try {
      await navigator.clipboard.writeText(link.url);
    } catch {
      await dialogs.warning(t('agent.invite.copyFailed'));
      return;
    }
    await dialogs.success(t('agent.invite.copied'));
  };

  const columns: AgentColumn<InviteLink>[] = [
    { key: 'code', header: t('agent.invite.code'), sortable: true, cell: (link) => <code>{link.code}</code> },
    { key: 'type', header: t('agent.invite.type'), cell: (link) => t(`agent.types.${link.type}`) },
    {
      key: 'registrations',
      header: t('agent.invite.registrations'),
      numeric: true,
      sortable: true,
      cell: (link) => link.registrations,
    },
    {
      key: 'createdAt',
      header: t('agent.invite.created'),
      sortable: true,
      cell: (link) => time.format(link.createdAt),
    },
    {
      key: 'enabled',
      header: t('agent.invite.status'),
      cell: (link) => (
        <div className={styles.inline}>
          <Switch
            label={t('agent.invite.enabledLabel', { code: link.code })}
            hideLabel
            checked={link.enabled}
            busy={busy === link.code}
            onChange={() => void toggle(link)}
          />
          <span>{link.enabled ? t('agent.invite.enabled') : t('agent.invite.disabled')}</span>
        </div>
      ),
    },
    {
      key: 'url',
      header: t('agent.invite.link'),
      cell: (link) => (
        <div className={styles.inline}>
          <span className={styles.url}>{link.url}</span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('agent.invite.copyLabel', { code: link.code })}
            onClick={() => void copy(link)}
          >
            {t('agent.invite.copy')}
          </Button>
        </div>
      ),
    },
  ];
  const rows = sortRows(links, sort, (link, key) =>
    key === 'registrations' ? link.registrations : key === 'createdAt' ? link.createdAt : link.code,
  );
  return (
    <AgentTable
      label={t('agent.invite.title')}
      testId="invite-links"
      columns={columns}
      rows={rows}
      rowKey={(link) => link.code}
      sort={sort}
      onSort={(key) => setSort(nextSort(sort, key))}
    />
  );
}
