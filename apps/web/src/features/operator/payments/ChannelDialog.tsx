// Creating or changing a deposit channel in a dialog: its type (fixed once created), name, limits,
// order and whether members see it, then the operator's bank account for a bank transfer or the
// gateway and its signing secret for an online gateway. The server's per-field messages show on
// their fields; any other refusal is shown over the dialog, which keeps what was typed.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TYPES, GATEWAY_CODES, type OperatorChannel } from '@playdeck/contract/payments';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Checkbox } from '../components/Checkbox';
import { EditDialog } from '../components/EditDialog';
import { useShowRefusal } from '../form-errors';
import { useCreateChannel } from './api/create-channel';
import { useUpdateChannel } from './api/update-channel';
import {
  CHANNEL_SERVER_FIELDS,
  channelFormSchema,
  channelFormValues,
  toCreateBody,
  toUpdateBody,
  type ChannelFormValues,
} from './channel-form';
import styles from './desk.module.css';

/** What the dialog edits: a new channel, or one of the list's. */
export type ChannelEditing = { mode: 'create' } | { mode: 'edit'; channel: OperatorChannel };

export interface ChannelDialogProps {
  editing: ChannelEditing | null;
  onClose: () => void;
  /** Called with the saved channel once the server has taken it. */
  onSaved: (channel: OperatorChannel, mode: ChannelEditing['mode']) => void;
}

export function ChannelDialog({ editing, onClose, onSaved }: ChannelDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  // The form lives inside the dialog's body and the save button in its footer: the form says here
  // when it is saving.
  const [saving, setSaving] = useState(false);
  const title =
    editing?.mode === 'edit'
      ? t('operator.payments.channels.editTitle', { name: editing.channel.name })
      : t('operator.payments.channels.createTitle');
  return (
    <EditDialog
      open={editing !== null}
      title={title}
      formId={formId}
      saving={saving}
      onClose={onClose}
      size="lg"
    >
      {/* Mounted only while open, so that each opening starts from the channel's own values. */}
      {editing ? (
        <ChannelForm formId={formId} editing={editing} onSaved={onSaved} onSaving={setSaving} />
      ) : null}
    </EditDialog>
  );
}

function ChannelForm({
  formId,
  editing,
  onSaved,
  onSaving,
}: {
  formId: string;
  editing: ChannelEditing;
  onSaved: ChannelDialogProps['onSaved'];
  onSaving: (saving: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showRefusal = useShowRefusal();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const channel = editing.mode === 'edit' ? editing.channel : undefined;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ChannelFormValues>({
    resolver: zodResolver(channelFormSchema(editing.mode)),
    defaultValues: channelFormValues(channel),
  });
  const type = useWatch({ control, name: 'type' });
  const fieldErrors = (name: keyof ChannelFormValues) => errorText(errors[name]?.message);

  const submit = handleSubmit(async (values) => {
    onSaving(true);
    try {
      const saved = channel
        ? await update.mutateAsync({ id: channel.id, body: toUpdateBody(values) })
        : await create.mutateAsync(toCreateBody(values));
      onSaving(false);
      onSaved(saved, editing.mode);
    } catch (error) {
      onSaving(false);
      await showRefusal(error, setError, CHANNEL_SERVER_FIELDS);
    }
  });

  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        <Field label={t('operator.payments.channels.type')} required errors={fieldErrors('type')}>
          {channel ? (
            // A channel's type never changes once it exists.
            <TextInput
              className={styles.readOnly}
              value={t(`operator.payments.channels.types.${channel.type}`)}
              readOnly
            />
          ) : (
            <Select {...register('type')}>
              {CHANNEL_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`operator.payments.channels.types.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('operator.payments.channels.name')} required errors={fieldErrors('name')}>
          <TextInput maxLength={60} autoComplete="off" {...register('name')} />
        </Field>
        <Field label={t('operator.payments.channels.minAmount')} required errors={fieldErrors('minAmount')}>
          <TextInput inputMode="decimal" autoComplete="off" placeholder="0.00" {...register('minAmount')} />
        </Field>
        <Field label={t('operator.payments.channels.maxAmount')} required errors={fieldErrors('maxAmount')}>
          <TextInput inputMode="decimal" autoComplete="off" placeholder="0.00" {...register('maxAmount')} />
        </Field>
        <Field
          label={t('operator.payments.channels.sortOrder')}
          required
          hint={t('operator.payments.channels.sortOrderHint')}
          errors={fieldErrors('sortOrder')}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={6} {...register('sortOrder')} />
        </Field>
        <Checkbox
          label={t('operator.payments.channels.enabled')}
          errors={fieldErrors('enabled')}
          {...register('enabled')}
        />
      </div>
      {type === 'bank_transfer' ? <BankFields register={register} fieldErrors={fieldErrors} /> : null}
      {type === 'gateway' ? (
        <GatewayFields register={register} fieldErrors={fieldErrors} channel={channel} />
      ) : null}
    </form>
  );
}

type FieldsProps = {
  register: ReturnType<typeof useForm<ChannelFormValues>>['register'];
  fieldErrors: (name: keyof ChannelFormValues) => string[] | undefined;
};

function BankFields({ register, fieldErrors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('operator.payments.channels.bankDetails')}</legend>
      <div className={styles.grid}>
        <Field label={t('operator.payments.channels.bankName')} required errors={fieldErrors('bankName')}>
          <TextInput maxLength={80} autoComplete="off" {...register('bankName')} />
        </Field>
        <Field
          label={t('operator.payments.channels.accountName')}
          required
          errors={fieldErrors('accountName')}
        >
          <TextInput maxLength={80} autoComplete="off" {...register('accountName')} />
        </Field>
        <Field
          label={t('operator.payments.channels.accountNumber')}
          required
          errors={fieldErrors('accountNumber')}
        >
          <TextInput inputMode="numeric" maxLength={30} autoComplete="off" {...register('accountNumber')} />
        </Field>
        <Field label={t('operator.payments.channels.branch')} errors={fieldErrors('branch')}>
          <TextInput maxLength={80} autoComplete="off" {...register('branch')} />
        </Field>
      </div>
    </fieldset>
  );
}

function GatewayFields({ register, fieldErrors, channel }: FieldsProps & { channel?: OperatorChannel }) {
  const { t } = useTranslation();
  const keeps = channel?.hasSecret === true;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('operator.payments.channels.gatewayCode')}</legend>
      <div className={styles.grid}>
        <Field
          label={t('operator.payments.channels.gatewayCode')}
          required
          errors={fieldErrors('gatewayCode')}
        >
          {channel ? (
            // The contract changes a channel's secret, never its gateway.
            <TextInput
              className={styles.readOnly}
              value={t(`operator.payments.channels.gateways.${channel.gatewayCode ?? GATEWAY_CODES[0]}`)}
              readOnly
            />
          ) : (
            <Select {...register('gatewayCode')}>
              {GATEWAY_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`operator.payments.channels.gateways.${code}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('operator.payments.channels.secret')}
          required={!keeps}
          hint={
            keeps ? t('operator.payments.channels.secretKeep') : t('operator.payments.channels.secretHint')
          }
          errors={fieldErrors('secret')}
        >
          <TextInput type="password" autoComplete="new-password" maxLength={200} {...register('secret')} />
        </Field>
      </div>
    </fieldset>
  );
}
