// Rejecting a pending deposit or withdrawal: the reason (required, told to the member) in a dialog.
// A refusal about the reason shows on its field. A refusal that says the request is no longer
// pending or no longer there closes the dialog, since there is nothing left to reject; any other
// failure is shown over the dialog, which keeps the typed reason for another try.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { rejectSchema, type RejectBody } from '@playdeck/contract/payments';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { TextArea } from '../../../ui/TextArea';
import { useShowRefusal } from '../form-errors';
import styles from './desk.module.css';

/** The longest reason the contract takes (rejectSchema). */
const REASON_LENGTH_MAX = 200;

export interface RejectDialogProps {
  open: boolean;
  title: string;
  lead: string;
  /** Rejects with the reason; throws the API's refusal. */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

export function RejectDialog({ open, title, lead, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={lead}
      size="sm"
    >
      {/* Mounted only while open, so that each rejection starts with an empty reason. */}
      {open ? (
        <RejectForm onReject={onReject} onClose={onClose} submitLabel={t('operator.payments.reject')} />
      ) : null}
    </Modal>
  );
}

function RejectForm({
  onReject,
  onClose,
  submitLabel,
}: Pick<RejectDialogProps, 'onReject' | 'onClose'> & { submitLabel: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showRefusal = useShowRefusal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectBody>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason);
    } catch (error) {
      const settled = error instanceof ApiError && (error.status === 404 || error.status === 409);
      if (settled) onClose();
      await showRefusal(error, setError, ['reason']);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('operator.payments.reason')} required errors={errorText(errors.reason?.message)}>
        <TextArea
          rows={3}
          maxLength={REASON_LENGTH_MAX}
          placeholder={t('operator.payments.reasonPlaceholder')}
          {...register('reason')}
        />
      </Field>
      <div className={styles.formActions}>
        <span className={styles.actions}>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {t('operator.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </span>
      </div>
    </form>
  );
}
