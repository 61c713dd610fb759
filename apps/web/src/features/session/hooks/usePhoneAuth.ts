// Which flow SMS codes take (GET /api/sms/phone-auth) and, with the third-party provider, the
// check of the typed code that the forms run before they submit (SPEC.md §4 "optionally verifies the
// sms code through the third-party provider"). The provider's client is a chunk of its own, loaded
// only when the operator has turned the provider on.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toE164Phone, type PhoneTokenFields } from '@playdeck/contract/sms';
import { fetchPhoneAuth } from '../api/verification';
import { PhoneAuthError, phoneAuthMessageKey } from '../phone-auth-errors';

type MobileValue = { countryDialingCode: string; mobileNum: string };

const PHONE_AUTH_STALE_MS = 60_000;
const phoneAuthQuery = {
  queryKey: ['sms', 'phone-auth'],
  queryFn: fetchPhoneAuth,
  staleTime: PHONE_AUTH_STALE_MS,
};

export function usePhoneAuth() {
  return useQuery(phoneAuthQuery);
}

export type PhoneVerification = { ok: true; fields: PhoneTokenFields } | { ok: false; message: string };

/** The provider's error as the reader's message (SPEC.md §8 "Phone-auth errors"). */
export function usePhoneAuthMessage() {
  const { t } = useTranslation();
  return (error: unknown) =>
    t(phoneAuthMessageKey(error instanceof PhoneAuthError ? error.reason : 'UNKNOWN'));
}

/**
 * Checks the typed code with the provider and answers the fields to send with the form: none with
 * the built-in flow (the server checks the code itself), the provider's ID token otherwise.
 */
export function usePhoneVerification() {
  const queryClient = useQueryClient();
  const messageOf = usePhoneAuthMessage();
  return async (mobile: MobileValue, code: string): Promise<PhoneVerification> => {
    // Without an answer about the flow the form goes as built-in: the server, which knows, refuses
    // a missing token with its own message.
    const config = await queryClient.ensureQueryData(phoneAuthQuery).catch(() => null);
    if (!config || config.provider === 'builtin') return { ok: true, fields: {} };
    try {
      const client = await import('../phone-auth-client');
      const phone = toE164Phone(mobile.countryDialingCode, mobile.mobileNum);
      return { ok: true, fields: await client.phoneTokenFields(config, phone, code.trim()) };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  };
}
