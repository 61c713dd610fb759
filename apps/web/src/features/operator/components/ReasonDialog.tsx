// A confirmation that needs a reason (cancelling a bonus's turnover lock, cancelling a sportsbook
// fixture): what the action does, then a required reason kept with the record. An empty reason is
// refused before any request; a refusal about the reason stays in the dialog on its field; any other
// refusal (the record changed meanwhile, or is gone) closes the dialog with the API's message.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { refusalFields, useApiMessage } from '../form-errors';
import layout from './form-layout.module.css';

export interface ReasonDialogProps {
  open: boolean;
  title?: ReactNode;
  /** What the action does, above the reason. */
  lead: ReactNode;
  reasonLabel: string;
  reasonHint: string;
  /** The longest reason the contract takes. */
  reasonLengthMax: number;
  confirmLabel: string;
  cancelLabel: string;
  confirming: boolean;
  /** Runs the action with the trimmed reason; answers the notice to show, or throws the API's refusal. */
  onConfirm: (reason: string) => Promise<string>;
  /** Closes the dialog, with the notice when the action was done. */
  onClose: (done?: string) => void;
}

export function ReasonDialog({
  open,
  title,
  lead,
  reasonLabel,
  reasonHint,
  reasonLengthMax,
  confirmLabel,
  cancelLabel,
  confirming,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const confirm = async () => {
    if (reason.trim() === '') {
      setReasonError(t('validation.required'));
      return;
    }
    try {
      onClose(await onConfirm(reason.trim()));
    } catch (error) {
      const fieldMessage = refusalFields(error).reason;
      if (fieldMessage) return setReasonError(fieldMessage);
      onClose();
      await dialogs.warning(apiMessage(error));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      danger
      title={title}
      message={
        open ? (
          <div className={layout.stack}>
            {lead}
            <Field
              label={reasonLabel}
              required
              hint={reasonHint}
              errors={reasonError ? [reasonError] : undefined}
            >
              <TextArea
                rows={2}
                maxLength={reasonLengthMax}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(undefined);
                }}
              />
            </Field>
          </div>
        ) : (
          ''
        )
      }
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      confirming={confirming}
      onConfirm={() => void confirm()}
      onCancel={() => onClose()}
    />
  );
}
