// A yes-or-no question on top of Modal (SPEC.md §2: "confirm-logout" and the like). It must be
// answered with its buttons or dismissed as a cancel; while the confirmed action runs, the dialog
// stays open and cannot be dismissed, so the answer cannot be taken back halfway.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to the translated "Confirm". */
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Paint the confirm button red, for actions that destroy or cannot be undone. */
  danger?: boolean;
  /** The confirmed action is running: the confirm button spins and nothing else responds. */
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  confirming = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !confirming) onCancel();
      }}
      title={title ?? t('ui.confirm')}
      size="sm"
      hideClose
      footer={
        <>
          <Button variant="secondary" disabled={confirming} onClick={onCancel}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={confirming} onClick={onConfirm}>
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.message}>{message}</div>
    </Modal>
  );
}
