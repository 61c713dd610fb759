// Passwords (SPEC.md §4 "Forced password change", "Forgot password"; §5 "Change password").
import { z } from 'zod';
import { countryDialingCodeSchema, mobileNumberSchema, phoneTokenFieldsSchema } from './sms';

export const passwordPaths = {
  change: '/api/password/change',
  forgotByEmail: '/api/password/forgot-by-email',
  resetByPhone: '/api/password/reset-by-phone',
} as const;

/** Encrypted. newPassword is checked against the operator's password rule by the service. */
export const changePasswordPayloadSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
    newPassword: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
    confirmNewPassword: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
  })
  .refine((value) => value.newPassword === value.confirmNewPassword, {
    message: 'validation.confirmIncorrect',
    path: ['confirmNewPassword'],
  });
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;

export const forgotByEmailSchema = z.object({
  username: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong')
    .email('validation.emailInvalid'),
});

/** Encrypted. A truthy answer lets the browser sign in with the new password (SPEC.md §4). */
export const resetByPhonePayloadSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: z.string().trim().min(1, 'validation.required').max(10, 'validation.tooLong'),
  newPassword: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
  ...phoneTokenFieldsSchema.shape,
});
export type ResetByPhonePayload = z.input<typeof resetByPhonePayloadSchema>;
export const resetByPhoneValueSchema = z.object({ username: z.string() });
