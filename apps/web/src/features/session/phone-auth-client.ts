// The browser's side of the third-party SMS provider's protocol (Firebase Identity Toolkit,
// docs/decisions/016-third-party-sms.md), loaded only when the operator has turned the provider on:
// a human check in the provider's popup, then accounts:sendVerificationCode sends the code to the
// phone; on submit accounts:signInWithPhoneNumber trades the typed code for the provider's ID token,
// which our server checks instead of a code of its own.
import { PHONE_AUTH_CHANNEL, type PhoneAuth, type PhoneTokenFields } from '@playdeck/contract/sms';
import { PhoneAuthError, phoneAuthReasonOf } from './phone-auth-errors';

const REQUEST_TIMEOUT_MS = 15_000;
/** The visitor has this long to answer the human check before it counts as abandoned. */
const HUMAN_CHECK_TIMEOUT_MS = 5 * 60_000;
const POPUP_POLL_MS = 250;
const POPUP_SIZE = { width: 420, height: 560 } as const;
const HUMAN_CHECK_MESSAGE_TYPE = 'playdeck-phone-auth-recaptcha';

/** The provider's session of the code last sent to each phone in this page. */
const sessions = new Map<string, string>();

type ProviderConfig = Pick<PhoneAuth, 'apiKey' | 'baseUrl'>;

async function call<Answer>(config: ProviderConfig, method: string, body: object): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/accounts:${method}?key=${encodeURIComponent(config.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new PhoneAuthError('UNKNOWN');
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: unknown } };
  if (!response.ok) throw new PhoneAuthError(phoneAuthReasonOf(answer.error?.message));
  return answer as Answer;
}

/**
 * The provider's human check in a popup, which answers a one-time token by postMessage. Closing the
 * popup first is POPUP_CLOSED (SPEC.md §8 "login failure, try again if the popup is closed").
 */
function humanCheck(config: ProviderConfig): Promise<string> {
  const providerOrigin = new URL(config.baseUrl).origin;
  const url = `${config.baseUrl}/recaptcha?key=${encodeURIComponent(config.apiKey)}&origin=${encodeURIComponent(window.location.origin)}`;
  const left = Math.max(0, Math.round((window.screen.width - POPUP_SIZE.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - POPUP_SIZE.height) / 2));
  const popup = window.open(
    url,
    'phone-auth-check',
    `width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new PhoneAuthError('POPUP_CLOSED'));
  return new Promise((resolve, reject) => {
    let closedSeen = false;
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      window.clearTimeout(timeout);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; recaptchaToken?: unknown } | null;
      if (event.origin !== providerOrigin || data?.type !== HUMAN_CHECK_MESSAGE_TYPE) return;
      if (typeof data.recaptchaToken !== 'string') return;
      finish();
      resolve(data.recaptchaToken);
    };
    // The popup posts its answer and closes at once: a closed popup is given one more poll for its
    // message to arrive before it counts as abandoned.
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      if (!closedSeen) {
        closedSeen = true;
        return;
      }
      finish();
      reject(new PhoneAuthError('POPUP_CLOSED'));
    }, POPUP_POLL_MS);
    const timeout = window.setTimeout(() => {
      finish();
      popup.close();
      reject(new PhoneAuthError('POPUP_CLOSED'));
    }, HUMAN_CHECK_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
  });
}

/** Sends a code to the phone (E.164) through the provider. Throws PhoneAuthError. */
export async function sendPhoneCode(config: ProviderConfig, phoneNumber: string): Promise<void> {
  const recaptchaToken = await humanCheck(config);
  const { sessionInfo } = await call<{ sessionInfo: string }>(config, 'sendVerificationCode', {
    phoneNumber,
    recaptchaToken,
  });
  sessions.set(phoneNumber, sessionInfo);
}

/** Trades the typed code for the provider's ID token, the fields our server checks. Throws PhoneAuthError. */
export async function phoneTokenFields(
  config: ProviderConfig,
  phoneNumber: string,
  code: string,
): Promise<PhoneTokenFields> {
  const sessionInfo = sessions.get(phoneNumber);
  if (!sessionInfo) throw new PhoneAuthError('MISSING_SESSION_INFO');
  const { idToken } = await call<{ idToken: string }>(config, 'signInWithPhoneNumber', { sessionInfo, code });
  // The provider's session answers once: the next attempt needs a new code.
  sessions.delete(phoneNumber);
  return { firebaseChannel: PHONE_AUTH_CHANNEL, firebaseIdToken: idToken };
}
