// The frame of the desks' edit dialogs: a modal around one form, with Cancel and Save along the
// bottom edge. Save sits in the footer, outside the form, and submits it through the form's id, so
// that the buttons stay in view while the body scrolls. The dialog does not close while a save is
// under way. A dialog that stays open after a save (the content editors) shows the saved notice
// beside the buttons, and its Cancel then reads Close.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Modal, type ModalSize } from '../../../ui/Modal';
import { SavedNotice } from './SavedNotice';
import styles from './EditDialog.module.css';

export interface EditDialogProps {
  title: ReactNode;
  /** The id of the form inside, which the Save button submits. */
  formId: string;
  saving: boolean;
  onClose: () => void;
  /** Open unless told otherwise: most dialogs are mounted only while they edit. */
  open?: boolean;
  size?: ModalSize;
  /** The saved notice's message, for a dialog that stays open after a save. */
  notice?: string;
  /** Something has been saved in this dialog: its Cancel button reads Close. */
  saved?: boolean;
  children: ReactNode;
}

/**
 * The state of an editor's dialog that stays open after a save, as the editors' hooks answer it
 * (content's use-content-editor, promotions' use-item-editor).
 */
export type EditorDialogState = Pick<EditDialogProps, 'formId' | 'saving' | 'onClose'> & {
  title: string;
  notice: string;
  saved: boolean;
};

export function EditDialog({
  title,
  formId,
  saving,
  onClose,
  open = true,
  size,
  notice,
  saved = false,
  children,
}: EditDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title={title}
      size={size}
      footer={
        <>
          {notice === undefined ? null : <SavedNotice message={notice} className={styles.notice} />}
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            {saved ? t('ui.close') : t('operator.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('operator.save')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
