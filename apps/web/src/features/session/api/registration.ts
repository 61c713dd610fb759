// Registration calls (SPEC.md §7 "register", "mobile register", "affiliate check", "registration
// validation rules"): the field rules (cached), the invitation-code check and the encrypted sign-up.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RegisterPayload,
  RegisterValue,
  RegistrationMethod,
  RegistrationRules,
  affiliateValueSchema,
} from '@playdeck/contract/registration';
import { registrationPaths } from '@playdeck/contract/registration';
import type { Permission } from '@playdeck/contract/site';
import { ApiError, api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';

type AffiliateValue = z.infer<typeof affiliateValueSchema>;

/** The operator changes field rules rarely; one fetch per page visit is plenty. */
const RULES_STALE_MS = 10 * 60_000;

export function fetchRegistrationRules(): Promise<RegistrationRules> {
  return api.get<RegistrationRules>(registrationPaths.rules);
}

export function useRegistrationRules() {
  return useQuery({
    queryKey: ['registration', 'rules'],
    queryFn: fetchRegistrationRules,
    staleTime: RULES_STALE_MS,
  });
}

/**
 * Whether the server knows the invitation code. A refusal (4xx) counts as "not valid"; a network
 * failure is thrown so the caller can say so instead of calling a good code bad.
 */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  try {
    const value = await api.get<AffiliateValue>(registrationPaths.affiliate, { query: { code, domain } });
    return value.valid;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/** The check of the code the visitor arrived with; disabled without one. */
export function useAffiliateCheck(code: string | null) {
  return useQuery({
    queryKey: ['registration', 'affiliate', code],
    queryFn: () => checkAffiliateCode(code!, window.location.host),
    enabled: code !== null,
    staleTime: RULES_STALE_MS,
    retry: false,
  });
}

/** PUT /api/registration or /api/registration/mobile with the payload as a JWE (DESIGN.md). */
export async function registerAccount(
  method: RegistrationMethod,
  payload: RegisterPayload,
  encryption: Permission['encryption'],
): Promise<RegisterValue> {
  const body = await encryptPayload(payload, encryption);
  const path = method === 'mobile' ? registrationPaths.registerMobile : registrationPaths.register;
  return api.put<RegisterValue>(path, body);
}
