// Password calls (SPEC.md §4 "Forced password change", "Forgot password"; §7): change and reset by
// phone travel encrypted, forgot-by-email is a plain form post.
import type { z } from 'zod';
import type {
  ChangePasswordPayload,
  ResetByPhonePayload,
  forgotByEmailSchema,
  resetByPhoneValueSchema,
} from '@playdeck/contract/password';
import { passwordPaths } from '@playdeck/contract/password';
import type { Permission } from '@playdeck/contract/site';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';

export type ForgotByEmailPayload = z.input<typeof forgotByEmailSchema>;
export type ResetByPhoneValue = z.infer<typeof resetByPhoneValueSchema>;

export async function changePassword(payload: ChangePasswordPayload, encryption: Permission['encryption']) {
  const body = await encryptPayload(payload, encryption);
  return api.post<unknown>(passwordPaths.change, body);
}

export function forgotPasswordByEmail(payload: ForgotByEmailPayload) {
  return api.post<unknown>(passwordPaths.forgotByEmail, payload);
}

/** Answers the account's username so that the browser can sign in with the new password. */
export async function resetPasswordByPhone(
  payload: ResetByPhonePayload,
  encryption: Permission['encryption'],
): Promise<ResetByPhoneValue> {
  const body = await encryptPayload(payload, encryption);
  return api.post<ResetByPhoneValue>(passwordPaths.resetByPhone, body);
}
