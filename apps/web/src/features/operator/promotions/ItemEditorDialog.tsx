// The frame of the desk's editors: the console's edit dialog around the editor's form, with the
// saved notice and Cancel (Close after a save) and Save along the bottom (see use-item-editor).
import type { FormEventHandler, ReactNode } from 'react';
import type { ModalSize } from '../../../ui/Modal';
import { EditDialog, type EditorDialogState } from '../components/EditDialog';
import styles from './promotions.module.css';

export interface ItemEditorDialogProps {
  /** The dialog's state, as useItemEditor answers it. */
  dialog: EditorDialogState;
  size?: ModalSize;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function ItemEditorDialog({ dialog, size, onSubmit, children }: ItemEditorDialogProps) {
  return (
    <EditDialog {...dialog} size={size}>
      <form id={dialog.formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </EditDialog>
  );
}
