// What the desks' settings forms share: saving (the form's own checks first, then the server; a
// refusal's messages go back to the fields, anything else comes in a warning) and the row of buttons
// at the end (the saved notice, Discard while there are changes, Save), which a staff role that may
// only read the desk does not see.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useDialogs } from '../../../ui/dialogs';
import { refusalFields, useApiMessage } from '../form-errors';
import { SavedNotice, useSavedNotice } from './SavedNotice';
import layout from './form-layout.module.css';
import { useWriteRight } from './staff-rights';

export interface SettingsSaveOptions<Values> {
  /** The form's own checks: messages by field name, none when the values may go to the server. */
  check: (values: Values) => Record<string, string>;
  /** Puts messages on their fields, and shows those no field takes. */
  showErrors: (messages: Record<string, string>) => Promise<void>;
  /** Sends the values and resets the form to what the server stored. */
  store: (values: Values) => Promise<void>;
}

/** The form's submit handler and the saved notice it shows. */
export function useSettingsSave<Values>({ check, showErrors, store }: SettingsSaveOptions<Values>) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const notice = useSavedNotice();
  const save = async (values: Values) => {
    const problems = check(values);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    try {
      await store(values);
      notice.show(t('operator.saved'));
    } catch (error) {
      const fields = refusalFields(error);
      if (Object.keys(fields).length > 0) await showErrors(fields);
      else await dialogs.warning(apiMessage(error));
    }
  };
  return { save, notice: notice.message };
}

export interface SettingsActionsProps {
  notice: string;
  discardLabel: string;
  /** Whether there are changes to discard (and no save under way). */
  canDiscard: boolean;
  onDiscard: () => void;
  saving: boolean;
}

export function SettingsActions({
  notice,
  discardLabel,
  canDiscard,
  onDiscard,
  saving,
}: SettingsActionsProps) {
  const { t } = useTranslation();
  const { allowed } = useWriteRight();
  if (!allowed) return null;
  return (
    <div className={layout.formActions}>
      <SavedNotice message={notice} />
      <Button variant="secondary" disabled={!canDiscard} onClick={onDiscard}>
        {discardLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {t('operator.save')}
      </Button>
    </div>
  );
}
