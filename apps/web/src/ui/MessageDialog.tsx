// A one-button notice on top of Modal: "Success" after an action went through (SPEC.md §2: the
// success dialog after copying an ID) or "Warning" when something needs the user's attention.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { classNames } from './class-names';
import { SuccessIcon, WarningIcon } from './Icons';
import { Modal } from './Modal';
import styles from './dialog.module.css';

export type MessageKind = 'success' | 'warning';

export interface MessageDialogProps {
  open: boolean;
  kind: MessageKind;
  /** Defaults to the translated "Success" or "Warning". */
  title?: ReactNode;
  message: ReactNode;
  okLabel?: ReactNode;
  /** Called by the OK button, Escape and a click outside alike. */
  onClose: () => void;
}

export function MessageDialog({ open, kind, title, message, okLabel, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const Icon = kind === 'success' ? SuccessIcon : WarningIcon;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title ?? t(kind === 'success' ? 'ui.success' : 'ui.warning')}
      size="sm"
      hideClose
      footer={
        <Button onClick={onClose} className={styles.okButton}>
          {okLabel ?? t('ui.ok')}
        </Button>
      }
    >
      <div className={styles.notice}>
        <span className={classNames(styles.icon, styles[kind])}>
          <Icon size={28} />
        </span>
        <div className={styles.message}>{message}</div>
      </div>
    </Modal>
  );
}
