// Username sign-in form shared by the login popup (member site) and the agent landing page.
// Username and password are required and trimmed (SPEC.md §5); server field errors show per field.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoginValue } from '@playdeck/contract/session';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { useStartedPermission } from '../../../lib/permission';
import { signIn } from '../api/session';
import styles from './LoginForm.module.css';

const formSchema = z.object({
  username: z.string().trim().min(1, 'validation.required'),
  password: z.string().trim().min(1, 'validation.required'),
});
type FormValues = z.infer<typeof formSchema>;

export function LoginForm({
  site,
  onSignedIn,
}: {
  site: 'member' | 'agent';
  onSignedIn: (value: LoginValue) => void;
}) {
  const { t } = useTranslation();
  const permission = useStartedPermission();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const value = await signIn({ ...values, site }, permission.encryption);
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onSignedIn(value);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [name, message] of Object.entries(error.fields)) {
        if (name === 'username' || name === 'password') setError(name, { message });
      }
      if (Object.keys(error.fields).length === 0) setFormError(error.message);
    }
  });

  const messageOf = (message: string | undefined) => (message ? [t(message)] : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('session.username')} required errors={messageOf(errors.username?.message)}>
        <TextInput
          autoComplete="username"
          placeholder={t('session.usernamePlaceholder')}
          {...register('username')}
        />
      </Field>
      <Field label={t('session.password')} required errors={messageOf(errors.password?.message)}>
        <TextInput
          type="password"
          autoComplete="current-password"
          placeholder={t('session.passwordPlaceholder')}
          {...register('password')}
        />
      </Field>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('session.login')}
      </Button>
    </form>
  );
}
