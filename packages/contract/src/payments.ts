// Payments (SPEC.md §2 deposit and withdraw, §4 withdrawal confirmation, §7): deposit channels set by
// the operator, deposits, bank accounts, the payment password, withdrawals, and the operator's
// approvals. Money is a decimal string with 2 places; ids are numbers.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { positiveAmountSchema } from './money';

export const paymentsPaths = {
  channels: '/api/payments/channels',
  deposits: '/api/payments/deposits',
  withdrawals: '/api/payments/withdrawals',
  withdrawalConfirm: '/api/payments/withdrawals/:id/confirm',
  withdrawalLimits: '/api/payments/withdrawal-limits',
  bankAccounts: '/api/payments/bank-accounts',
  paymentPassword: '/api/payments/payment-password',
  /** Signed by the channel's gateway (X-Signature: hex HMAC-SHA256 of the raw body). */
  gatewayCallback: '/api/payments/callbacks/:channelId',
  /** The built-in sandbox gateway's payment page (HTML) and its pay / fail buttons. */
  sandboxPage: '/api/payments/sandbox/:reference',
  sandboxComplete: '/api/payments/sandbox/:reference/complete',
  operatorDeposits: '/api/operator/deposits',
  operatorDepositApprove: '/api/operator/deposits/:id/approve',
  operatorDepositReject: '/api/operator/deposits/:id/reject',
  operatorWithdrawals: '/api/operator/withdrawals',
  operatorWithdrawalApprove: '/api/operator/withdrawals/:id/approve',
  operatorWithdrawalReject: '/api/operator/withdrawals/:id/reject',
  operatorChannels: '/api/operator/payment-channels',
  operatorChannel: '/api/operator/payment-channels/:id',
  operatorSettings: '/api/operator/payment-settings',
} as const;

/** Header of a gateway callback: the hex HMAC-SHA256 of the raw body with the channel's secret. */
export const GATEWAY_SIGNATURE_HEADER = 'x-signature';

/** A member binds at most this many bank accounts. */
export const BANK_ACCOUNTS_MAX = 3;
/** Wrong payment passwords in a row after which it is locked for PAYMENT_PASSWORD_LOCK_MINUTES. */
export const PAYMENT_PASSWORD_ATTEMPTS_MAX = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;
/** Requests a member may have waiting at once. */
export const PENDING_DEPOSITS_MAX = 5;
export const PENDING_WITHDRAWALS_MAX = 5;
/** Page sizes of the payment lists are capped here (and by pageQuerySchema at 100). */
export const PAYMENTS_PAGE_SIZE_MAX = 50;

export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const channelIdParamsSchema = z.object({
  channelId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const referenceParamsSchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6,20}$/),
});

/** Optional client key of a request: sending the same one again answers the first result. */
export const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid');

export const paymentsPageQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_SIZE_MAX).default(20),
});

// ——— Channels ———

export const CHANNEL_TYPES = ['bank_transfer', 'gateway'] as const;
export const channelTypeSchema = z.enum(CHANNEL_TYPES);
export type ChannelType = z.infer<typeof channelTypeSchema>;
/** Gateway adapters this build knows; the sandbox is built in (tests and the demo pay through it). */
export const GATEWAY_CODES = ['sandbox'] as const;

/** The operator's bank account a member transfers to. */
export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const paymentChannelSchema = z.object({
  id: z.number().int(),
  type: channelTypeSchema,
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Bank transfer channels only. */
  bank: bankDetailsSchema.nullable(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const operatorChannelSchema = paymentChannelSchema.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  gatewayCode: z.enum(GATEWAY_CODES).nullable(),
  /** The signing secret itself is never answered. */
  hasSecret: z.boolean(),
});
export type OperatorChannel = z.infer<typeof operatorChannelSchema>;

const nameText = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

const channelFields = {
  name: nameText(60),
  minAmount: positiveAmountSchema,
  maxAmount: positiveAmountSchema,
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
  bank: z
    .object({
      bankName: nameText(80),
      accountName: nameText(80),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{6,30}$/, 'validation.bankAccountNumber'),
      branch: z.string().trim().max(80, 'validation.tooLong').nullable().default(null),
    })
    .nullable(),
  gatewayCode: z.enum(GATEWAY_CODES).nullable(),
  secret: z.string().min(16, 'validation.tooShort').max(200, 'validation.tooLong'),
};

export const createChannelSchema = z
  .object({
    type: channelTypeSchema,
    ...channelFields,
    enabled: channelFields.enabled.default(true),
    sortOrder: channelFields.sortOrder.default(0),
    bank: channelFields.bank.default(null),
    gatewayCode: channelFields.gatewayCode.default(null),
    secret: channelFields.secret.optional(),
  })
  .strict();
export type CreateChannel = z.infer<typeof createChannelSchema>;

export const updateChannelSchema = z
  .object({
    name: channelFields.name,
    minAmount: channelFields.minAmount,
    maxAmount: channelFields.maxAmount,
    enabled: channelFields.enabled,
    sortOrder: channelFields.sortOrder,
    bank: channelFields.bank,
    secret: channelFields.secret,
  })
  .partial()
  .strict();
export type UpdateChannel = z.infer<typeof updateChannelSchema>;

// ——— Deposits ———

export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const createDepositSchema = z.object({
  channelId: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(2_147_483_647, 'validation.invalid'),
  amount: positiveAmountSchema,
  requestId: requestIdSchema.optional(),
});
export type CreateDeposit = z.infer<typeof createDepositSchema>;

export const depositSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType: channelTypeSchema,
  amount: z.string(),
  status: depositStatusSchema,
  /** Bank transfer: put this in the transfer's note so that the operator can match it. */
  reference: z.string(),
  /** Bank transfer: where to send the money. */
  bank: bankDetailsSchema.nullable(),
  /** Gateway: where the member pays (the sandbox's page for the built-in gateway). */
  paymentUrl: z.string().nullable(),
  /** Why the deposit failed (operator's reason or the gateway's). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositsQuerySchema = paymentsPageQuerySchema.extend({
  status: depositStatusSchema.optional(),
});
export const depositsValueSchema = pageSchema(depositSchema);
export type DepositsValue = z.infer<typeof depositsValueSchema>;

export const operatorDepositSchema = depositSchema.extend({
  accountId: z.number().int(),
  username: z.string(),
});
export const operatorDepositsValueSchema = pageSchema(operatorDepositSchema);
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;

/** The built-in sandbox gateway's callback body (signed with the channel's secret). */
export const sandboxCallbackSchema = z.object({
  reference: referenceParamsSchema.shape.reference,
  amount: positiveAmountSchema,
  status: z.enum(['paid', 'failed']),
  /** The gateway's own id of the payment. */
  gatewayTransactionId: z.string().trim().min(1).max(100),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;
export const gatewayCallbackValueSchema = z.object({ reference: z.string(), status: depositStatusSchema });

// ——— Bank accounts and the payment password ———

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** Masked: only the last four digits are shown. */
  accountNumberMasked: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const createBankAccountSchema = z.object({
  bankName: nameText(80),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,30}$/, 'validation.bankAccountNumber'),
  holderName: z
    .string()
    .trim()
    .min(2, 'validation.holderName')
    .max(80, 'validation.tooLong')
    .regex(/^[\p{L}][\p{L} .'-]*$/u, 'validation.holderName'),
});
export type CreateBankAccount = z.infer<typeof createBankAccountSchema>;

/** Six digits, as the registration rule of SPEC.md §3 (paymentPassword: digits only, 6 long). */
export const paymentPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
  .regex(/^\d{6}$/, 'validation.paymentPasswordFormat');

export const paymentPasswordStatusSchema = z.object({
  isSet: z.boolean(),
  /** Set while locked after repeated wrong passwords: when it opens again. */
  lockedUntil: z.string().nullable(),
});
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatusSchema>;

/**
 * Encrypted. Setting it the first time asks for the login password; changing it asks for the
 * current payment password.
 */
export const setPaymentPasswordPayloadSchema = z
  .object({
    loginPassword: z.string().max(128, 'validation.tooLong').optional(),
    oldPaymentPassword: z.string().max(64, 'validation.tooLong').optional(),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
  })
  .refine((value) => value.paymentPassword === value.confirmPaymentPassword, {
    message: 'validation.confirmIncorrect',
    path: ['confirmPaymentPassword'],
  });
export type SetPaymentPasswordPayload = z.input<typeof setPaymentPasswordPayloadSchema>;

// ——— Withdrawals ———

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'received', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** Encrypted (it carries the payment password, like the point calls with a password check). */
export const createWithdrawalPayloadSchema = z.object({
  bankAccountId: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(Number.MAX_SAFE_INTEGER, 'validation.invalid'),
  amount: positiveAmountSchema,
  paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
  requestId: requestIdSchema.optional(),
});
export type CreateWithdrawalPayload = z.input<typeof createWithdrawalPayloadSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  status: withdrawalStatusSchema,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  holderName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** Paid and not yet confirmed: the member may confirm receipt until then (SPEC.md §4). */
  confirmBy: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalsQuerySchema = paymentsPageQuerySchema.extend({
  status: withdrawalStatusSchema.optional(),
});
export const withdrawalsValueSchema = pageSchema(withdrawalSchema);
export type WithdrawalsValue = z.infer<typeof withdrawalsValueSchema>;

export const operatorWithdrawalSchema = withdrawalSchema.extend({
  accountId: z.number().int(),
  username: z.string(),
  /** The operator pays to this account: the full number. */
  accountNumber: z.string(),
});
export const operatorWithdrawalsValueSchema = pageSchema(operatorWithdrawalSchema);
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const withdrawalLimitsSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  /** The main-wallet balance the member can withdraw now. */
  available: z.string(),
  hasBankAccount: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

// ——— Operator ———

export const rejectSchema = z.object({ reason: nameText(200) });
export type RejectBody = z.infer<typeof rejectSchema>;

export const operatorListQuerySchema = paymentsPageQuerySchema.extend({
  status: z.string().trim().max(20).optional(),
});

export const paymentSettingsSchema = z.object({
  withdrawalMinAmount: z.string(),
  withdrawalMaxAmount: z.string(),
  /** A paid withdrawal the member does not confirm within these minutes counts as received. */
  withdrawalConfirmMinutes: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const updatePaymentSettingsSchema = z
  .object({
    withdrawalMinAmount: positiveAmountSchema,
    withdrawalMaxAmount: positiveAmountSchema,
    withdrawalConfirmMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
  })
  .partial()
  .strict();
export type UpdatePaymentSettings = z.infer<typeof updatePaymentSettingsSchema>;
