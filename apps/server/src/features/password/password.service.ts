// Passwords (SPEC.md §4 "Forced password change", "Forgot password"; §5 "Change password"): change
// with the old one, a temporary password by e-mail, or a new one after an SMS code.
import { randomInt } from 'node:crypto';
import type { FieldRule } from '@playdeck/contract/patterns';
import { checkFieldRule } from '@playdeck/contract/patterns';
import type { forgotByEmailSchema } from '@playdeck/contract/password';
import { changePasswordPayloadSchema, resetByPhonePayloadSchema } from '@playdeck/contract/password';
import type { z } from 'zod';
import type { MessageKey } from '@playdeck/contract/messages';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { verifyPassword } from '../../plugins/passwords';
import {
  findAccountByMobile,
  findAccountByUsername,
  setPassword,
  type AccountRow,
} from '../account/account.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { SiteService } from '../site/site.service';
import type { SmsService } from '../sms/sms.service';

const UPPERCASE = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWERCASE = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

export type PasswordDependencies = {
  db: Database;
  site: SiteService;
  /** The operator's rule for passwords (the registration field configuration). */
  passwordRule: () => Promise<FieldRule>;
  sms: Pick<SmsService, 'verifyCode'>;
  outbox: Pick<OutboxService, 'send'>;
  /** Lifts the forced change from the account's sessions. */
  sessions: { passwordChanged(accountId: number): Promise<unknown> };
};

/**
 * A temporary password within the operator's length bounds: starts with a letter and has an
 * uppercase letter, a lowercase letter and a digit, so that the common catalogue patterns accept it.
 */
export function temporaryPassword(rule: FieldRule): string {
  const length = Math.min(Math.max(10, rule.minLength), Math.max(rule.maxLength, 4));
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const rest = [
    pick(LOWERCASE),
    pick(DIGITS),
    ...Array.from({ length: length - 3 }, () => pick(UPPERCASE + LOWERCASE + DIGITS)),
  ];
  for (let index = rest.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [rest[index], rest[other]] = [rest[other]!, rest[index]!];
  }
  return [pick(UPPERCASE), ...rest].join('');
}

export type PasswordService = ReturnType<typeof createPasswordService>;

export function createPasswordService(deps: PasswordDependencies) {
  async function assertNewPassword(newPassword: string, field: string) {
    const failure = checkFieldRule(
      { ...(await deps.passwordRule()), enabled: true, required: true },
      newPassword,
    );
    if (failure)
      throw new AppError('VALIDATION_FAILED', 400, {
        fields: { [field]: { key: failure.key as MessageKey, params: failure.params } },
      });
  }

  async function flags(ip: string) {
    return (await deps.site.permission(ip)).whitelabel.flags;
  }

  /**
   * Changes the signed-in account's password.
   * Errors: VALIDATION_FAILED 400 (confirm mismatch, password rule), OLD_PASSWORD_INCORRECT 400.
   */
  async function change(account: AccountRow, input: unknown): Promise<void> {
    const parsed = changePasswordPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { oldPassword, newPassword } = parsed.data;
    if (!(await verifyPassword(account.passwordHash, oldPassword))) {
      throw new AppError('OLD_PASSWORD_INCORRECT', 400, {
        fields: { oldPassword: 'error.OLD_PASSWORD_INCORRECT' },
      });
    }
    await assertNewPassword(newPassword, 'newPassword');
    await setPassword(deps.db, account.id, newPassword, { mustChange: false });
    await deps.sessions.passwordChanged(account.id);
  }

  /**
   * E-mails a temporary password when username and e-mail belong together; the next sign-in must change it.
   * Errors: FEATURE_DISABLED 403, ACCOUNT_NOT_FOUND 404.
   */
  async function forgotByEmail(input: z.infer<typeof forgotByEmailSchema>, ip: string): Promise<void> {
    if (!(await flags(ip)).CHNGPASSMAIL3) throw new AppError('FEATURE_DISABLED', 403);
    const account = await findAccountByUsername(deps.db, input.username);
    if (!account || !account.email || account.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new AppError('ACCOUNT_NOT_FOUND', 404);
    }
    const password = temporaryPassword(await deps.passwordRule());
    await setPassword(deps.db, account.id, password, { mustChange: true });
    await deps.outbox.send({
      channel: 'email',
      recipient: account.email,
      subject: 'Playdeck: your temporary password',
      body: `Your temporary password is ${password}. Sign in and choose a new one.\nMật khẩu tạm thời của bạn là ${password}. Hãy đăng nhập và đặt mật khẩu mới.`,
    });
  }

  /**
   * Sets a new password after an SMS code; the browser then signs in with it.
   * Errors: FEATURE_DISABLED 403, MOBILE_NOT_FOUND 404, SMS_CODE_INVALID / SMS_CODE_EXPIRED 400, VALIDATION_FAILED 400,
   * and with the third-party SMS provider PHONE_TOKEN_INVALID / PHONE_TOKEN_USED 400, PHONE_AUTH_UNAVAILABLE 502.
   */
  async function resetByPhone(input: unknown, ip: string): Promise<{ username: string }> {
    const parsed = resetByPhonePayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    if (!(await flags(ip)).CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED', 403);
    const { countryDialingCode, mobileNum, verificationCode, newPassword, firebaseChannel, firebaseIdToken } =
      parsed.data;
    const account = await findAccountByMobile(deps.db, countryDialingCode, mobileNum);
    if (!account) throw new AppError('MOBILE_NOT_FOUND', 404);
    await assertNewPassword(newPassword, 'newPassword');
    await deps.sms.verifyCode({
      purpose: 'reset',
      countryDialingCode,
      mobileNum,
      code: verificationCode,
      firebaseChannel,
      firebaseIdToken,
    });
    await setPassword(deps.db, account.id, newPassword, { mustChange: false });
    await deps.sessions.passwordChanged(account.id);
    return { username: account.username };
  }

  return { change, forgotByEmail, resetByPhone };
}
