// The issuer ends a child's contract (or withdraws an offer not yet answered), with an optional
// reason the child's message carries. While the call runs the dialog cannot be dismissed; a refusal
// (the contract ended meanwhile) is said inside it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@playdeck/contract/contracts';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { TextArea } from '../../../ui/TextArea';
import { useTerminateContract } from '../api/terminate-contract';
import { useContractText } from '../hooks/useContractText';
import styles from './contracts.module.css';

/** The contract schema's limit on a reason. */
const REASON_LENGTH_MAX = 200;

export function TerminateDialog({
  contract,
  onClose,
  onTerminated,
}: {
  contract: Contract | null;
  onClose: () => void;
  onTerminated: (contract: Contract) => void;
}) {
  const { t } = useTranslation();
  const text = useContractText();
  const terminate = useTerminateContract();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!contract) return;
    setFailure(null);
    try {
      await terminate.mutateAsync({ id: contract.id, reason: reason.trim() });
      setReason('');
      onTerminated(contract);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };
  const username = contract?.holder.username ?? '';
  const name = contract ? text.name(contract) : '';
  return (
    <ConfirmDialog
      open={contract !== null}
      title={t('agent.contracts.downline.terminateTitle', { username })}
      message={
        <div className={styles.stack}>
          <p>
            {contract?.status === 'PENDING'
              ? t('agent.contracts.downline.withdrawMessage', { name, username })
              : t('agent.contracts.downline.terminateMessage', { name, username })}
          </p>
          <Field label={t('agent.contracts.downline.reason')}>
            <TextArea
              rows={2}
              maxLength={REASON_LENGTH_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      }
      confirmLabel={t('agent.contracts.downline.terminate')}
      danger
      confirming={terminate.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
