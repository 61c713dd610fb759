// The change-password dialog (SPEC.md §4 "Forced password change", §5 "Change password"). Opened from
// the member menu, or forced after signing in with the default or an expired password: then it has
// no close button, Escape and the backdrop do nothing, and the old password the member has just
// typed is not asked again. On success the member info reloads, the dialog closes and the member
// goes home.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordPayloadSchema, type ChangePasswordPayload } from '@playdeck/contract/password';
import { ApiError } from '../../../lib/api-client';
import { memberQueryKey } from '../../../lib/member';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { useDialogs } from '../../../ui/dialogs';
import { changePassword } from '../api/password';
import { useErrorText } from '../hooks/useErrorText';
import {
  closeChangePassword,
  useChangePasswordRequest,
  type ChangePasswordRequest,
} from '../password-modals';
import styles from './form.module.css';

const FIELD_NAMES = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function ChangePasswordForm({ request }: { request: ChangePasswordRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const permission = useStartedPermission();
  const errorText = useErrorText();
  const oldPasswordKnown = Boolean(request.oldPassword);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordPayload>({
    resolver: zodResolver(changePasswordPayloadSchema),
    defaultValues: { oldPassword: request.oldPassword ?? '', newPassword: '', confirmNewPassword: '' },
  });

  const handleFailure = async (error: unknown) => {
    if (!(error instanceof ApiError)) {
      void dialogs.warning(t('errors.network'));
      return;
    }
    if (error.status === 401) {
      // The session is gone (the API client has already ended it): nothing left to change.
      closeChangePassword();
      void dialogs.warning(error.message);
      return;
    }
    // A field the member cannot see (the old password in the forced flow) is told in a dialog.
    const visible = (name: FieldName) => name !== 'oldPassword' || !oldPasswordKnown;
    if (error.code === 'OLD_PASSWORD_INCORRECT' && visible('oldPassword')) {
      setError('oldPassword', { message: error.message });
      return;
    }
    const shown = FIELD_NAMES.filter((name) => error.fields[name] && visible(name));
    for (const name of shown) setError(name, { message: error.fields[name] });
    if (shown.length === 0) void dialogs.warning(error.message);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(values, permission.encryption);
    } catch (error) {
      await handleFailure(error);
      return;
    }
    closeChangePassword();
    await queryClient.invalidateQueries({ queryKey: memberQueryKey });
    void navigate(request.homePath);
    void dialogs.success(t('password.changed'));
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {oldPasswordKnown ? null : (
        <Field label={t('password.oldPassword')} required errors={errorText(errors.oldPassword?.message)}>
          <TextInput
            type="password"
            autoComplete="current-password"
            maxLength={128}
            placeholder={t('password.oldPasswordPlaceholder')}
            {...register('oldPassword')}
          />
        </Field>
      )}
      <Field label={t('password.newPassword')} required errors={errorText(errors.newPassword?.message)}>
        <TextInput
          type="password"
          autoComplete="new-password"
          maxLength={128}
          placeholder={t('password.newPasswordPlaceholder')}
          {...register('newPassword')}
        />
      </Field>
      <Field
        label={t('password.confirmNewPassword')}
        required
        errors={errorText(errors.confirmNewPassword?.message)}
      >
        <TextInput
          type="password"
          autoComplete="new-password"
          maxLength={128}
          placeholder={t('password.confirmNewPasswordPlaceholder')}
          {...register('confirmNewPassword')}
        />
      </Field>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('password.save')}
      </Button>
    </form>
  );
}

export function ChangePasswordModal() {
  const { t } = useTranslation();
  const request = useChangePasswordRequest();
  const forced = request?.forced ?? false;
  return (
    <Modal
      open={request !== null}
      onOpenChange={(next) => {
        if (!next && !forced) closeChangePassword();
      }}
      title={t('password.changeTitle')}
      description={forced ? t('password.forcedLead') : undefined}
      size="sm"
      hideClose={forced}
    >
      {request ? <ChangePasswordForm request={request} /> : null}
    </Modal>
  );
}
