// POST /api/session/second-factor-code: sends the one-time code for a sign-in from a new IP by SMS or
// e-mail (SPEC.md §6 "Login from an unregistered IP requires extra verification").
import type { z } from 'zod';
import type { secondFactorCodeRequestSchema } from '@playdeck/contract/session';
import { sessionPaths } from '@playdeck/contract/session';
import { api } from '../../../lib/api-client';

export type SecondFactorCodeRequest = z.input<typeof secondFactorCodeRequestSchema>;

/** The server may say how long the code lives; the button counts down from it. */
export function requestSecondFactorCode(
  request: SecondFactorCodeRequest,
): Promise<{ expiredMinutes?: number } | null> {
  return api.post<{ expiredMinutes?: number } | null>(sessionPaths.secondFactorCode, request);
}
