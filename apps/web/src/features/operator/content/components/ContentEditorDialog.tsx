// The frame of the content editors: the desks' edit dialog, large, around the editor's form, with
// the saved notice and Cancel (Close after a save) and Save along the bottom (see use-content-editor).
import type { FormEventHandler, ReactNode } from 'react';
import { EditDialog, type EditorDialogState } from '../../components/EditDialog';
import styles from './desk.module.css';

export interface ContentEditorDialogProps {
  /** The dialog's state, as useContentEditor answers it. */
  dialog: EditorDialogState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function ContentEditorDialog({ dialog, onSubmit, children }: ContentEditorDialogProps) {
  return (
    <EditDialog {...dialog} size="lg">
      <form id={dialog.formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </EditDialog>
  );
}
