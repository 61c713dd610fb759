// Online payment gateways behind one adapter interface. A gateway sends the member to its payment
// page and later calls our callback, signed with the channel's secret; the callback is what credits
// the deposit (once, however often it arrives). The built-in sandbox gateway is a real gateway of
// this kind that runs inside the platform: its payment page is ours, and its callback is signed and
// checked exactly as a third party's would be, so tests and the demo pay through the real path.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { paymentsPaths, sandboxCallbackSchema, type SandboxCallback } from '@playdeck/contract/payments';
import { AppError } from '../../plugins/errors';

export type GatewayPayment = { reference: string; amountMinor: bigint };

export type GatewayCallback = {
  reference: string;
  amountMinor: bigint;
  paid: boolean;
  gatewayTransactionId: string;
};

export interface PaymentGateway {
  readonly code: string;
  /** Where the member pays for this deposit. */
  paymentUrl(payment: GatewayPayment): string;
  /**
   * The callback's content once its signature has been checked against the channel's secret.
   * Errors: INVALID_SIGNATURE 401 (nothing in the body is believed), VALIDATION_FAILED 400.
   */
  readCallback(rawBody: string, signature: string | undefined, secret: string): GatewayCallback;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** The hex HMAC-SHA256 of a raw body with a channel's secret. */
export function signCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

function signatureMatches(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header || !HEX_SHA256.test(header)) return false;
  return timingSafeEqual(Buffer.from(signCallback(secret, rawBody), 'hex'), Buffer.from(header, 'hex'));
}

/** The sandbox's callback body for a payment, as its page sends it (tests build theirs the same way). */
export function sandboxCallbackBody(payment: GatewayPayment, status: 'paid' | 'failed'): string {
  const body: SandboxCallback = {
    reference: payment.reference,
    amount: fromMinor(payment.amountMinor),
    status,
    gatewayTransactionId: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
  };
  return JSON.stringify(body);
}

export const sandboxGateway: PaymentGateway = {
  code: 'sandbox',
  paymentUrl: ({ reference }) => paymentsPaths.sandboxPage.replace(':reference', reference),
  readCallback(rawBody, signature, secret) {
    if (!signatureMatches(secret, rawBody, signature)) throw new AppError('INVALID_SIGNATURE', 401);
    let parsed: ReturnType<typeof sandboxCallbackSchema.safeParse>;
    try {
      parsed = sandboxCallbackSchema.safeParse(JSON.parse(rawBody));
    } catch {
      throw new AppError('INVALID_JSON', 400);
    }
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    return {
      reference: parsed.data.reference,
      amountMinor: toMinor(parsed.data.amount),
      paid: parsed.data.status === 'paid',
      gatewayTransactionId: parsed.data.gatewayTransactionId,
    };
  },
};

/** The adapters this build knows, by the code a channel names. */
export const GATEWAYS: Record<string, PaymentGateway> = { sandbox: sandboxGateway };
