// A list row's Edit and Delete buttons, named with the row's title for screen readers (a table of
// "Edit" buttons is otherwise a list of identical names).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import styles from './desk.module.css';

export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

export function RowActions({ name, onEdit, onDelete, deleting = false }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.rowActions}>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`${t('operator.edit')}: ${name}`}>
        {t('operator.edit')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        loading={deleting}
        onClick={onDelete}
        aria-label={`${t('operator.delete')}: ${name}`}
      >
        {t('operator.delete')}
      </Button>
    </div>
  );
}
