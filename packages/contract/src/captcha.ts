// Captcha (SPEC.md §7 "captcha": a base64 PNG; DESIGN.md GET /api/captcha).
import { z } from 'zod';

export const captchaPaths = { captcha: '/api/captcha' } as const;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** data:image/png;base64,… */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Human verification fields any protected call may carry. */
export const captchaFieldsSchema = z.object({
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(10).optional(),
});
