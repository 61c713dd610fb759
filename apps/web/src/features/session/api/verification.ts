// Human verification calls shared by the login, registration and password forms: the captcha image
// (GET /api/captcha), SMS codes (POST /api/sms/code), the country dialing codes and which flow SMS
// codes take (GET /api/sms/phone-auth).
import type { Captcha } from '@playdeck/contract/captcha';
import { captchaPaths } from '@playdeck/contract/captcha';
import type { PhoneAuth, SmsCodeRequest } from '@playdeck/contract/sms';
import { smsPaths } from '@playdeck/contract/sms';
import { api } from '../../../lib/api-client';

export function fetchCaptcha(): Promise<Captcha> {
  return api.get<Captcha>(captchaPaths.captcha);
}

export function requestSmsCode(request: SmsCodeRequest): Promise<{ expiredMinutes: number }> {
  return api.post<{ expiredMinutes: number }>(smsPaths.code, request);
}

export function fetchPhoneAuth(): Promise<PhoneAuth> {
  return api.get<PhoneAuth>(smsPaths.phoneAuth);
}
