// An action on a member (lock, unlock, password reset, end sessions, move, balance adjustment, IP
// unlock) in a dialog: what it does, the fields it needs, and the required reason, kept in the
// audit trail. The contract's schema checks the form before any request; a refusal on a field (a
// debit below zero on the amount, an agent that cannot take the team) stays in the dialog on that
// field; any other refusal is shown over it. An adjustment carries one request id per dialog, so
// that a second click or a retry after a lost answer moves the money once.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADJUSTMENT_DIRECTIONS,
  memberAdjustmentSchema,
  memberMoveSchema,
  memberReasonSchema,
  memberUnlockIpSchema,
} from '@playdeck/contract/members';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { TextArea } from '../../../ui/TextArea';
import { useShowRefusal } from '../form-errors';
import type { MemberActionKind } from './api/members';
import styles from './members.module.css';

const REASON_LENGTH_MAX = 200;
const KEY = 'operator.members.actions';

const SCHEMAS = {
  lock: memberReasonSchema,
  unlock: memberReasonSchema,
  resetPassword: memberReasonSchema,
  endSessions: memberReasonSchema,
  move: memberMoveSchema,
  adjustBalance: memberAdjustmentSchema.omit({ requestId: true }),
  unlockIp: memberUnlockIpSchema,
} as const;

/** Every field any action's form has; each form shows and checks its own. */
type ActionForm = {
  reason: string;
  agentUsername?: string;
  direction?: (typeof ADJUSTMENT_DIRECTIONS)[number];
  amount?: string;
  ip?: string;
};

export interface MemberActionDialogProps {
  kind: MemberActionKind | null;
  username: string;
  /** The IP an "unlock IP" starts with. */
  ip?: string;
  /** Runs the action; answers the notice to show, or throws the API's refusal. */
  onRun: (kind: MemberActionKind, body: Record<string, string>) => Promise<string>;
  onClose: (notice?: string) => void;
}

export function MemberActionDialog({ kind, username, ip, onRun, onClose }: MemberActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={kind !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={kind ? t(`${KEY}.${kind}.title`) : ''}
      description={kind ? t(`${KEY}.${kind}.lead`, { username }) : undefined}
      size="sm"
    >
      {/* Mounted only while open: each action starts with empty fields and a new request id. */}
      {kind ? <ActionFormBody kind={kind} ip={ip} onRun={onRun} onClose={onClose} /> : null}
    </Modal>
  );
}

function ActionFormBody({
  kind,
  ip,
  onRun,
  onClose,
}: { kind: MemberActionKind; ip?: string } & Pick<MemberActionDialogProps, 'onRun' | 'onClose'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showRefusal = useShowRefusal();
  const [requestId] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActionForm>({
    resolver: zodResolver(SCHEMAS[kind] as unknown as z.ZodType<ActionForm, ActionForm>),
    defaultValues: { reason: '', direction: 'credit', amount: '', agentUsername: '', ip: ip ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    const body: Record<string, string> = { reason: values.reason };
    if (kind === 'move') body.agentUsername = values.agentUsername ?? '';
    if (kind === 'unlockIp') body.ip = values.ip ?? '';
    if (kind === 'adjustBalance') {
      body.direction = values.direction ?? 'credit';
      body.amount = values.amount ?? '';
      body.requestId = requestId;
    }
    try {
      onClose(await onRun(kind, body));
    } catch (error) {
      await showRefusal(error, setError, ['reason', 'agentUsername', 'amount', 'direction', 'ip']);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="member-action-form">
      {kind === 'adjustBalance' ? (
        <>
          <Field label={t(`${KEY}.direction`)} required errors={errorText(errors.direction?.message)}>
            <Select {...register('direction')}>
              {ADJUSTMENT_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {t(`${KEY}.directions.${direction}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t(`${KEY}.amount`)} required errors={errorText(errors.amount?.message)}>
            <TextInput inputMode="decimal" autoComplete="off" {...register('amount')} />
          </Field>
        </>
      ) : null}
      {kind === 'move' ? (
        <Field
          label={t(`${KEY}.agentUsername`)}
          hint={t(`${KEY}.agentUsernameHint`)}
          required
          errors={errorText(errors.agentUsername?.message)}
        >
          <TextInput autoComplete="off" {...register('agentUsername')} />
        </Field>
      ) : null}
      {kind === 'unlockIp' ? (
        <Field label={t(`${KEY}.ip`)} required errors={errorText(errors.ip?.message)}>
          <TextInput autoComplete="off" {...register('ip')} />
        </Field>
      ) : null}
      <Field
        label={t(`${KEY}.reason`)}
        hint={t(`${KEY}.reasonHint`)}
        required
        errors={errorText(errors.reason?.message)}
      >
        <TextArea rows={3} maxLength={REASON_LENGTH_MAX} {...register('reason')} />
      </Field>
      <div className={styles.formActions}>
        <Button variant="secondary" disabled={isSubmitting} onClick={() => onClose()}>
          {t('operator.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          {t(`${KEY}.${kind}.confirm`)}
        </Button>
      </div>
    </form>
  );
}
