// Copies a value (an account number, a reference) and says so.
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../ui/dialogs';
import styles from './payments.module.css';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      await dialogs.warning(t('payments.copyFailed'));
      return;
    }
    await dialogs.success(t('payments.copied'));
  };
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={copy}
      aria-label={`${t('payments.copy')}: ${label}`}
    >
      {t('payments.copy')}
    </button>
  );
}
