// The frame of every editor of the desk: a large modal around one form, Save in the footer (it
// submits the form by id, so the footer's buttons stay in view while the body scrolls) beside the
// "saved" notice. An editor stays open after a save so that the operator sees what was stored.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { SavedNotice } from './SavedNotice';
import styles from './desk.module.css';

export interface EditorModalProps {
  title: string;
  /** The id of the form inside, which the Save button submits. */
  formId: string;
  saving: boolean;
  /** Something has been saved in this editor: its cancel button now reads Close. */
  saved: boolean;
  notice: string;
  onClose: () => void;
  children: ReactNode;
}

export function EditorModal({ title, formId, saving, saved, notice, onClose, children }: EditorModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={title}
      size="lg"
      footer={
        <>
          <SavedNotice message={notice} className={styles.footerNotice} />
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
