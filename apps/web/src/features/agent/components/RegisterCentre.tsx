// Register centre (SPEC.md §2 agent centre; ../shared/AGENTS.md §6): the agent creates a member or a
// sub-agent under itself, and manages its invite links (a link places a newcomer under the agent
// with the link's type). Both forms and the links table are on one screen.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AGENT_CREATED_TYPES, type AgentCreatedAccount } from '@playdeck/contract/agent';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { createAgentAccount } from '../api/accounts';
import { refreshAgentQueries } from '../api/agent-query';
import { InviteLinks } from './InviteLinks';
import styles from './agent.module.css';

const accountFormSchema = z.object({
  username: z.string().trim().min(1, 'validation.required'),
  password: z.string().max(64, 'validation.tooLong'),
  type: z.enum(AGENT_CREATED_TYPES),
});
type AccountForm = z.infer<typeof accountFormSchema>;

export function RegisterCentre() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <CreateAccount />
      <Panel title={t('agent.invite.title')} headingLevel={2}>
        <PanelNote>{t('agent.invite.lead')}</PanelNote>
        <InviteLinks />
      </Panel>
    </div>
  );
}

function CreateAccount() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { encryption } = useStartedPermission();
  const [created, setCreated] = useState<AgentCreatedAccount | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { username: '', password: '', type: 'member' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const account = await createAgentAccount(
        { username: values.username, type: values.type, password: values.password || undefined },
        encryption,
      );
      setCreated(account);
      reset({ username: '', password: '', type: values.type });
      await refreshAgentQueries(queryClient);
    } catch (error) {
      setCreated(null);
      setFailure(applyFieldErrors(error, setError, ['username', 'password', 'type'], t('errors.network')));
    }
  });

  return (
    <Panel title={t('agent.register.title')} headingLevel={2}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('agent.register.title')}>
        <Field label={t('agent.register.username')} required errors={errorText(errors.username?.message)}>
          <TextInput autoComplete="off" {...register('username')} />
        </Field>
        <Field
          label={t('agent.register.password')}
          hint={t('agent.register.passwordHint')}
          errors={errorText(errors.password?.message)}
        >
          <TextInput type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t('agent.register.type')} required errors={errorText(errors.type?.message)}>
          <Select {...register('type')}>
            {AGENT_CREATED_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`agent.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.formActions}>
          <Button type="submit" loading={isSubmitting}>
            {t('agent.register.submit')}
          </Button>
        </div>
      </form>
      {failure ? <p role="alert">{failure}</p> : null}
      {created ? (
        <div className={styles.created} role="status" data-testid="created-account">
          <p>
            {t('agent.register.created', {
              username: created.username,
              type: t(`agent.types.${created.type}`),
            })}
          </p>
          <PanelNote>
            {created.defaultPassword ? t('agent.register.createdDefault') : t('agent.register.createdOwn')}
          </PanelNote>
        </div>
      ) : null}
    </Panel>
  );
}
