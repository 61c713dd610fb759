// The desk's edit dialog: a modal holding one form, with Cancel and Save along the bottom edge. The
// Save button sits in the modal's footer, outside the form, and submits it through its form id.
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from './desk.module.css';

export function EditDialog({
  title,
  onClose,
  onSubmit,
  submitting,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('operator.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('operator.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
