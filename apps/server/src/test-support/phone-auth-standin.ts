// A local stand-in for the third-party SMS provider (docs/decisions/016-third-party-sms.md): it speaks
// the Firebase Identity Toolkit's HTTP protocol (accounts:sendVerificationCode, then
// accounts:signInWithPhoneNumber) and answers real ID tokens, RS256 JWTs signed with its own key and
// published as a JSON Web Key Set where the server looks for them. No SMS leaves: tests read the
// codes from a test-only endpoint, as from the Firebase emulator, and inject any of the provider's
// errors for the next call. Used by the server tests (in process) and by the e2e journey (as a
// Playwright webServer: `tsx phone-auth-standin.ts`, port from PHONE_AUTH_STANDIN_PORT).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, randomInt, createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const STANDIN_PROJECT_ID = 'playdeck-standin';
export const STANDIN_API_KEY = 'standin-browser-key';
/** The provider's errors the stand-in can be told to answer (SPEC.md §8 phone-auth errors). */
export const STANDIN_ERRORS = [
  'INVALID_PHONE_NUMBER',
  'MISSING_PHONE_NUMBER',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
  'INVALID_CODE',
  'MISSING_CODE',
  'CAPTCHA_CHECK_FAILED',
  'QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
  'SESSION_EXPIRED',
  'CODE_EXPIRED',
  'INTERNAL_ERROR',
] as const;
export type StandinError = (typeof STANDIN_ERRORS)[number];
export type StandinCall = 'sendVerificationCode' | 'signInWithPhoneNumber';

/** Codes sent to one phone in SENDS_WINDOW_MS before TOO_MANY_ATTEMPTS_TRY_LATER, as the provider does. */
const SENDS_PER_WINDOW = 5;
const SENDS_WINDOW_MS = 5 * 60_000;
const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_SECONDS = 3_600;
const BODY_BYTES_MAX = 16_384;
const KEY_ID = 'standin-key-1';
const SIGNING_KEYS_PATH = '/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

type Session = { phoneNumber: string; code: string; sentAt: number; used: boolean };

export type TokenOptions = {
  phoneNumber: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresInSeconds?: number;
  /** Signs with another key under the same key id: the signature does not verify. */
  foreignKey?: boolean;
};

export type PhoneAuthStandin = {
  /** The origin, e.g. http://127.0.0.1:5550. */
  origin: string;
  /** The base URL the operator configures (the origin and /v1, as Google's). */
  baseUrl: string;
  projectId: string;
  apiKey: string;
  /** The code last sent to a phone (E.164), as a test reads it. */
  codeFor(phoneNumber: string): string | undefined;
  /** Signs an ID token as the provider would, or a bad one for the verification tests. */
  signToken(options: TokenOptions): Promise<string>;
  /** The next call of this kind answers this error. */
  injectError(call: StandinCall, error: StandinError): void;
  close(): Promise<void>;
};

function providerError(response: ServerResponse, message: string, status = 400) {
  // Google's error body: the reason comes first in `message` ("INVALID_CODE" or "CODE : detail").
  send(response, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_BYTES_MAX) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The human check's page: a popup that answers its opener with a one-time token, then closes. */
function humanCheckPage(token: string, origin: string): string {
  const message = JSON.stringify({ type: 'playdeck-phone-auth-recaptcha', recaptchaToken: token });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verify</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;display:grid;place-items:center;min-height:90vh">
<button id="human-check" style="font-size:1.2rem;padding:1rem 2rem">I'm not a robot</button>
<script>
document.getElementById('human-check').addEventListener('click', function () {
  window.opener.postMessage(${message}, ${JSON.stringify(origin)});
  window.close();
});
</script></body></html>`;
}

export async function startPhoneAuthStandin(
  options: { port?: number; host?: string; projectId?: string; apiKey?: string } = {},
): Promise<PhoneAuthStandin> {
  const projectId = options.projectId ?? STANDIN_PROJECT_ID;
  const apiKey = options.apiKey ?? STANDIN_API_KEY;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const sessions = new Map<string, Session>();
  const recaptchaTokens = new Set<string>();
  const sendsByPhone = new Map<string, number[]>();
  const injected: Partial<Record<StandinCall, StandinError>> = {};
  /** The last issue time given to a phone's token: two sign-ins in one second still get two tokens. */
  const issuedAt = new Map<string, number>();

  async function signToken(token: TokenOptions): Promise<string> {
    const key: CryptoKey = token.foreignKey ? foreign.privateKey : privateKey;
    const now = Math.max(Math.floor(Date.now() / 1000), (issuedAt.get(token.phoneNumber) ?? 0) + 1);
    issuedAt.set(token.phoneNumber, now);
    const uid = createHash('sha256').update(token.phoneNumber).digest('hex').slice(0, 28);
    return new SignJWT({
      phone_number: token.phoneNumber,
      auth_time: now,
      firebase: { identities: { phone: [token.phoneNumber] }, sign_in_provider: 'phone' },
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(token.issuer ?? `https://securetoken.google.com/${projectId}`)
      .setAudience(token.audience ?? projectId)
      .setSubject(uid)
      .setIssuedAt(now)
      .setExpirationTime(now + (token.expiresInSeconds ?? TOKEN_LIFETIME_SECONDS))
      .sign(key);
  }

  function takeInjected(call: StandinCall): StandinError | undefined {
    const error = injected[call];
    delete injected[call];
    return error;
  }

  function sendCode(body: Record<string, unknown>, response: ServerResponse) {
    const injectedError = takeInjected('sendVerificationCode');
    if (injectedError) return providerError(response, injectedError);
    const phoneNumber = text(body.phoneNumber);
    if (phoneNumber === '') return providerError(response, 'MISSING_PHONE_NUMBER');
    if (!/^\+[1-9]\d{6,14}$/.test(phoneNumber)) {
      return providerError(response, 'INVALID_PHONE_NUMBER : Invalid format.');
    }
    const recaptchaToken = text(body.recaptchaToken);
    if (!recaptchaTokens.delete(recaptchaToken)) return providerError(response, 'CAPTCHA_CHECK_FAILED');
    const now = Date.now();
    const recent = (sendsByPhone.get(phoneNumber) ?? []).filter((at) => now - at < SENDS_WINDOW_MS);
    if (recent.length >= SENDS_PER_WINDOW) return providerError(response, 'TOO_MANY_ATTEMPTS_TRY_LATER');
    sendsByPhone.set(phoneNumber, [...recent, now]);
    const sessionInfo = randomBytes(24).toString('base64url');
    sessions.set(sessionInfo, {
      phoneNumber,
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      sentAt: now,
      used: false,
    });
    send(response, 200, { sessionInfo });
  }

  async function signIn(body: Record<string, unknown>, response: ServerResponse) {
    const injectedError = takeInjected('signInWithPhoneNumber');
    if (injectedError) return providerError(response, injectedError);
    const sessionInfo = text(body.sessionInfo);
    const code = text(body.code);
    if (sessionInfo === '') return providerError(response, 'MISSING_SESSION_INFO');
    if (code === '') return providerError(response, 'MISSING_CODE');
    const session = sessions.get(sessionInfo);
    if (!session || session.used) return providerError(response, 'INVALID_SESSION_INFO');
    if (Date.now() - session.sentAt > CODE_LIFETIME_MS) return providerError(response, 'SESSION_EXPIRED');
    if (session.code !== code) return providerError(response, 'INVALID_CODE');
    session.used = true;
    const idToken = await signToken({ phoneNumber: session.phoneNumber });
    send(response, 200, {
      idToken,
      refreshToken: randomBytes(24).toString('base64url'),
      expiresIn: String(TOKEN_LIFETIME_SECONDS),
      localId: createHash('sha256').update(session.phoneNumber).digest('hex').slice(0, 28),
      isNewUser: false,
      phoneNumber: session.phoneNumber,
    });
  }

  /** The test-only endpoints, under /emulator/ as the Firebase emulator's. */
  async function emulator(request: IncomingMessage, url: URL, response: ServerResponse) {
    if (request.method === 'GET' && url.pathname.endsWith('/verificationCodes')) {
      const verificationCodes = [...sessions.entries()].map(([sessionInfo, session]) => ({
        phoneNumber: session.phoneNumber,
        sessionInfo,
        code: session.code,
      }));
      return send(response, 200, { verificationCodes });
    }
    if (request.method === 'POST' && url.pathname.endsWith('/errors')) {
      const body = await readJson(request);
      const call = text(body.call) as StandinCall;
      const error = text(body.error) as StandinError;
      if (
        !['sendVerificationCode', 'signInWithPhoneNumber'].includes(call) ||
        !STANDIN_ERRORS.includes(error)
      ) {
        return providerError(response, 'INVALID_ARGUMENT');
      }
      injected[call] = error;
      return send(response, 200, {});
    }
    if (request.method === 'DELETE' && url.pathname.endsWith('/accounts')) {
      sessions.clear();
      sendsByPhone.clear();
      delete injected.sendVerificationCode;
      delete injected.signInWithPhoneNumber;
      return send(response, 200, {});
    }
    providerError(response, 'NOT_FOUND', 404);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // The browser calls the provider from the site's origin, as it calls Google.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    response.setHeader('access-control-allow-methods', 'GET, POST, DELETE');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://standin');
    if (url.pathname === '/healthz') return send(response, 200, { ok: true });
    if (url.pathname.startsWith('/emulator/')) return emulator(request, url, response);
    if (request.method === 'GET' && url.pathname === SIGNING_KEYS_PATH)
      return send(response, 200, { keys: [jwk] });
    if (request.method === 'GET' && url.pathname === '/v1/recaptcha') {
      const token = randomBytes(18).toString('base64url');
      recaptchaTokens.add(token);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(humanCheckPage(token, url.searchParams.get('origin') ?? '*'));
      return;
    }
    if (request.method !== 'POST') return providerError(response, 'NOT_FOUND', 404);
    if (url.searchParams.get('key') !== apiKey) {
      return providerError(response, 'API key not valid. Please pass a valid API key.');
    }
    const body = await readJson(request);
    if (url.pathname === '/v1/accounts:sendVerificationCode') return sendCode(body, response);
    if (url.pathname === '/v1/accounts:signInWithPhoneNumber') return signIn(body, response);
    providerError(response, 'NOT_FOUND', 404);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) providerError(response, 'INVALID_ARGUMENT');
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    origin,
    baseUrl: `${origin}/v1`,
    projectId,
    apiKey,
    codeFor(phoneNumber) {
      const matching = [...sessions.values()].filter((session) => session.phoneNumber === phoneNumber);
      return matching.at(-1)?.code;
    },
    signToken,
    injectError(call, error) {
      injected[call] = error;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run as a program (the e2e journey's webServer): listen until killed.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const standin = await startPhoneAuthStandin({ port: Number(process.env.PHONE_AUTH_STANDIN_PORT ?? 5550) });
  process.stdout.write(`phone-auth stand-in on ${standin.origin}\n`);
}
