// The payment password (SPEC.md §3 paymentPassword): six digits that guard withdrawals and transfers
// to the upline. Wrong answers are counted; PAYMENT_PASSWORD_ATTEMPTS_MAX of them in a row lock it
// for PAYMENT_PASSWORD_LOCK_MINUTES. A member who gave one at registration has it from the profile.
import {
  PAYMENT_PASSWORD_ATTEMPTS_MAX,
  PAYMENT_PASSWORD_LOCK_MINUTES,
  setPaymentPasswordPayloadSchema,
  type PaymentPasswordStatus,
} from '@playdeck/contract/payments';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { hashPassword, verifyPassword } from '../../plugins/passwords';
import { createPaymentsRepository } from './payments.repository';

const MINUTE_MS = 60_000;

export function createPaymentPasswords(deps: { db: Database; now: () => Date }) {
  const repository = () => createPaymentsRepository(deps.db);

  async function currentHash(accountId: number): Promise<{ hash: string | null; lockedUntil: Date | null }> {
    const row = await repository().findPaymentPassword(accountId);
    const hash = row?.passwordHash ?? (await repository().registrationPasswordHash(accountId));
    const lockedUntil = row?.lockedUntil && row.lockedUntil > deps.now() ? row.lockedUntil : null;
    return { hash, lockedUntil };
  }

  async function status(accountId: number): Promise<PaymentPasswordStatus> {
    const { hash, lockedUntil } = await currentHash(accountId);
    return { isSet: hash !== null, lockedUntil: lockedUntil?.toISOString() ?? null };
  }

  function lockedError(lockedUntil: Date): AppError {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - deps.now().getTime()) / MINUTE_MS));
    return new AppError('PAYMENT_PASSWORD_LOCKED', 423, { params: { minutes } });
  }

  /**
   * Checks the member's payment password; `field` names the input for the per-field message.
   * Errors: PAYMENT_PASSWORD_REQUIRED 409 (none set), PAYMENT_PASSWORD_LOCKED 423,
   * PAYMENT_PASSWORD_INCORRECT 400 (with the attempts left).
   */
  async function verify(accountId: number, password: string, field = 'paymentPassword'): Promise<void> {
    const { hash, lockedUntil } = await currentHash(accountId);
    if (!hash) throw new AppError('PAYMENT_PASSWORD_REQUIRED', 409);
    if (lockedUntil) throw lockedError(lockedUntil);
    if (await verifyPassword(hash, password)) {
      await repository().resetPaymentPasswordFailures(accountId);
      return;
    }
    const lockUntil = new Date(deps.now().getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * MINUTE_MS);
    const failures = await repository().recordPaymentPasswordFailure(
      accountId,
      PAYMENT_PASSWORD_ATTEMPTS_MAX,
      lockUntil,
    );
    if (failures >= PAYMENT_PASSWORD_ATTEMPTS_MAX) throw lockedError(lockUntil);
    const params = { remaining: PAYMENT_PASSWORD_ATTEMPTS_MAX - failures };
    throw new AppError('PAYMENT_PASSWORD_INCORRECT', 400, {
      params,
      fields: { [field]: { key: 'error.PAYMENT_PASSWORD_INCORRECT', params } },
    });
  }

  /**
   * Sets the payment password: the first time after the login password, later after the current
   * payment password. Errors: VALIDATION_FAILED 400, OLD_PASSWORD_INCORRECT 400 (login password),
   * and those of verify() for the current payment password.
   */
  async function set(
    account: { id: number; passwordHash: string },
    input: unknown,
  ): Promise<PaymentPasswordStatus> {
    const parsed = setPaymentPasswordPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const payload = parsed.data;
    const { hash } = await currentHash(account.id);
    if (hash === null) {
      if (!payload.loginPassword) {
        throw new AppError('VALIDATION_FAILED', 400, { fields: { loginPassword: 'validation.required' } });
      }
      if (!(await verifyPassword(account.passwordHash, payload.loginPassword))) {
        throw new AppError('OLD_PASSWORD_INCORRECT', 400, {
          fields: { loginPassword: 'error.OLD_PASSWORD_INCORRECT' },
        });
      }
    } else {
      if (!payload.oldPaymentPassword) {
        throw new AppError('VALIDATION_FAILED', 400, {
          fields: { oldPaymentPassword: 'validation.required' },
        });
      }
      await verify(account.id, payload.oldPaymentPassword, 'oldPaymentPassword');
    }
    await repository().setPaymentPassword(account.id, await hashPassword(payload.paymentPassword));
    return status(account.id);
  }

  return {
    status,
    verify,
    set,
    isSet: async (accountId: number) => (await currentHash(accountId)).hash !== null,
  };
}
