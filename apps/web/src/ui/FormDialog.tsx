// A dialog around one form, with Cancel and the submit button along the bottom edge. The submit button
// sits in the footer, outside the form, and submits it through the form's id, so that the buttons stay
// in view while the body scrolls. A refusal of the server's that no field took is said under the
// fields. Closing (Cancel, Escape, a click outside) is the caller's `onClose`: the dialog is mounted
// only while it is open.
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './FormDialog.module.css';

export interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The id of the form inside, which the submit button submits. */
  formId: string;
  submitLabel: ReactNode;
  /** The form is being sent: the submit button spins and refuses clicks. */
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal that no field took, or null. */
  refusal?: string | null;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  title,
  description,
  formId,
  submitLabel,
  submitting,
  onSubmit,
  refusal,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {refusal ? (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
