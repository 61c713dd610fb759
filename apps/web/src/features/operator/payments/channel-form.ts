// The channel form's rules, kept pure: its values (all text, as typed), the checks made before
// asking the server, the bodies it sends for a new channel and for a change, and where the server's
// per-field messages go. The server checks everything again (and alone knows that a maximum below
// the minimum is refused), so its messages land on the same fields.
import { z } from 'zod';
import { positiveAmountSchema } from '@playdeck/contract/money';
import { CHANNEL_TYPES, GATEWAY_CODES, type OperatorChannel } from '@playdeck/contract/payments';
import type { CreateChannelBody } from './api/create-channel';
import type { UpdateChannelBody } from './api/update-channel';

export type ChannelFormMode = 'create' | 'edit';

const required = z.string().trim().min(1, 'validation.required');
/** An empty amount reads "required" rather than "not an amount". */
const amount = required.pipe(positiveAmountSchema);

const baseSchema = z.object({
  type: z.enum(CHANNEL_TYPES),
  name: required,
  minAmount: amount,
  maxAmount: amount,
  sortOrder: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'validation.invalid'),
  enabled: z.boolean(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string(),
  gatewayCode: z.enum(GATEWAY_CODES),
  secret: z.string(),
});
export type ChannelFormValues = z.infer<typeof baseSchema>;

/**
 * A bank transfer needs the operator's account (the branch is optional); a new gateway channel
 * needs its signing secret, a changed one keeps its secret when the field is left empty.
 */
export function channelFormSchema(mode: ChannelFormMode) {
  return baseSchema.superRefine((values, context) => {
    const issue = (path: keyof ChannelFormValues, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.type === 'bank_transfer') {
      if (!values.bankName.trim()) issue('bankName', 'validation.required');
      if (!values.accountName.trim()) issue('accountName', 'validation.required');
      if (!/^\d{6,30}$/.test(values.accountNumber.trim()))
        issue('accountNumber', 'validation.bankAccountNumber');
    } else if (mode === 'create' && !values.secret) {
      issue('secret', 'validation.required');
    }
  });
}

/** The form's first values: a channel's own, or a new, enabled bank-transfer channel's. */
export function channelFormValues(channel?: OperatorChannel): ChannelFormValues {
  return {
    type: channel?.type ?? 'bank_transfer',
    name: channel?.name ?? '',
    minAmount: channel?.minAmount ?? '',
    maxAmount: channel?.maxAmount ?? '',
    sortOrder: String(channel?.sortOrder ?? 0),
    enabled: channel?.enabled ?? true,
    bankName: channel?.bank?.bankName ?? '',
    accountName: channel?.bank?.accountName ?? '',
    accountNumber: channel?.bank?.accountNumber ?? '',
    branch: channel?.bank?.branch ?? '',
    gatewayCode: channel?.gatewayCode ?? GATEWAY_CODES[0],
    secret: '',
  };
}

function bankOf(values: ChannelFormValues) {
  return {
    bankName: values.bankName.trim(),
    accountName: values.accountName.trim(),
    accountNumber: values.accountNumber.trim(),
    branch: values.branch.trim() || null,
  };
}

export function toCreateBody(values: ChannelFormValues): CreateChannelBody {
  const isBank = values.type === 'bank_transfer';
  return {
    type: values.type,
    name: values.name.trim(),
    minAmount: values.minAmount.trim(),
    maxAmount: values.maxAmount.trim(),
    enabled: values.enabled,
    sortOrder: Number(values.sortOrder),
    bank: isBank ? bankOf(values) : null,
    gatewayCode: isBank ? null : values.gatewayCode,
    ...(isBank ? {} : { secret: values.secret }),
  };
}

/** Every field the operator may change; the type stays, and an empty secret keeps the one there is. */
export function toUpdateBody(values: ChannelFormValues): UpdateChannelBody {
  const isBank = values.type === 'bank_transfer';
  return {
    name: values.name.trim(),
    minAmount: values.minAmount.trim(),
    maxAmount: values.maxAmount.trim(),
    enabled: values.enabled,
    sortOrder: Number(values.sortOrder),
    ...(isBank ? { bank: bankOf(values) } : {}),
    ...(!isBank && values.secret ? { secret: values.secret } : {}),
  };
}

/** The server's field names (dotted paths of the body) and the form fields their messages go on. */
export const CHANNEL_SERVER_FIELDS: Readonly<Record<string, keyof ChannelFormValues>> = {
  type: 'type',
  name: 'name',
  minAmount: 'minAmount',
  maxAmount: 'maxAmount',
  sortOrder: 'sortOrder',
  enabled: 'enabled',
  bank: 'bankName',
  'bank.bankName': 'bankName',
  'bank.accountName': 'accountName',
  'bank.accountNumber': 'accountNumber',
  'bank.branch': 'branch',
  gatewayCode: 'gatewayCode',
  secret: 'secret',
};
