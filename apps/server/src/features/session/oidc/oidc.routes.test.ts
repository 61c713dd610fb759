// Proves third-party sign-in end to end over HTTP against a real OpenID Connect provider running on
// loopback (the `oidc-provider` package, its own sign-in and consent pages, its own signed ID
// tokens): a new member (made only once it gives its date of birth and the 18+ declaration), a
// linked member again, linking an existing account by its password (asked its date of birth once),
// the one-time hand-off, sign-in methods and unlinking, the operator's settings, and every refusal
// (wrong state, another browser, wrong nonce, expired token, reused codes, under 18, a bad date)
// leaving nothing behind.
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { createAccount, findAccountByUsername } from '../../account/account.service';
import { accountsTable } from '../../account/account.table';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import {
  providerEmail,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test-support/oidc-provider';
import { operatorHeaders } from '../../../test-support/payments';
import { encryptFor } from '../../../test-support/session';
import { DEMO_AFFILIATE } from '../../../seed/registration-rules';
import { accountProfilesTable } from '../../registration/registration.table';
import { oidcHandoffsTable, oidcIdentitiesTable } from './oidc.table';

const CALLBACK = 'http://localhost:80/api/session/oidc/google/callback';
const english = { 'accept-language': 'en' };

let provider: TestOidcProvider;
let testApp: TestApp;
/** How far the application's clock runs ahead of the real one (the expired-token case). */
let clockOffsetMs = 0;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  testApp = await buildTestApp({
    now: () => new Date(Date.now() + clockOffsetMs),
    env: {
      OIDC_GOOGLE_CLIENT_ID: provider.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OIDC_GOOGLE_ISSUER: provider.issuer,
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await provider.close();
});
beforeEach(() => {
  clockOffsetMs = 0;
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** Start: the provider's address and the browser-binding cookie our server set. */
async function start(query = '') {
  const response = await inject({ method: 'GET', url: `/api/session/oidc/google/start${query}` });
  expect(response.statusCode).toBe(302);
  const cookie = response.cookies.find((candidate) => candidate.name === 'pd_oidc');
  expect(cookie?.httpOnly).toBe(true);
  return { authorizationUrl: response.headers.location as string, cookie: `pd_oidc=${cookie!.value}` };
}

/** The provider's redirect back, delivered to our callback by the same browser. */
async function callback(returned: URL, cookie: string | undefined) {
  const response = await inject({
    method: 'GET',
    url: `/api/session/oidc/google/callback${returned.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(303);
  return new URL(response.headers.location as string, 'http://localhost');
}

/** A whole round trip as `login` at the provider: where the browser lands on our site. */
async function signInWithGoogle(login: string, query = '') {
  const { authorizationUrl, cookie } = await start(query);
  return callback(await signInAtProvider(authorizationUrl, login), cookie);
}

function exchange(handoff: string | null) {
  return inject({
    method: 'POST',
    url: '/api/session/oidc/exchange',
    headers: english,
    payload: { handoff },
  });
}

async function link(handoff: string, password: string) {
  const jwe = await encryptFor(testApp.app, { handoff, password });
  return inject({ method: 'POST', url: '/api/session/oidc/link', headers: english, payload: { jwe } });
}

/** The date of birth and the 18+ declaration a third-party sign-in waits for. */
function giveBirthDate(handoff: string | null, birthDate: unknown = ADULT_BIRTH_DATE, adult: unknown = true) {
  return inject({
    method: 'POST',
    url: '/api/session/oidc/birth-date',
    headers: english,
    payload: { handoff, birthDate, adult },
  });
}

const ADULT_BIRTH_DATE = '1990-05-17';

/** Born on 1 January `years` years ago: `years` old all this year. */
function birthDateOfAge(years: number): string {
  const today = new Date();
  return `${today.getUTCFullYear() - years}-01-01`;
}

async function birthDateOf(accountId: number) {
  const [row] = await testApp.database.db
    .select({
      birthDate: accountProfilesTable.birthDate,
      registerMethod: accountProfilesTable.registerMethod,
    })
    .from(accountProfilesTable)
    .where(eq(accountProfilesTable.accountId, accountId));
  return row;
}

/** A new member through the whole flow: the provider, the exchange, the date of birth. */
async function newMember(login: string, query = '') {
  const landing = await signInWithGoogle(login, query);
  const handoff = landing.searchParams.get('oidc');
  expect((await exchange(handoff)).json().value.status).toBe('birthDateRequired');
  const response = await giveBirthDate(handoff);
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

async function accountCount() {
  const [row] = await testApp.database.db.select({ total: count() }).from(accountsTable);
  return row!.total;
}

async function identityCount() {
  const [row] = await testApp.database.db.select({ total: count() }).from(oidcIdentitiesTable);
  return row!.total;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, ...english });

describe('third-party sign-in with a real OpenID Connect provider', () => {
  it('lists only the configured provider, from the environment', async () => {
    const response = await inject({ method: 'GET', url: '/api/session/oidc/providers' });
    expect(response.json()).toEqual({ success: true, value: ['google'] });
    const facebook = await inject({
      method: 'GET',
      url: '/api/session/oidc/facebook/start',
      headers: english,
    });
    expect(facebook.statusCode).toBe(404);
    expect(facebook.json()).toMatchObject({
      code: 'OIDC_PROVIDER_UNAVAILABLE',
      message: 'Signing in with this provider is not available',
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { authorizationUrl } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)?.length).toBeGreaterThanOrEqual(43);
    }
  });

  it('asks a new member its date of birth before making the account, then signs it in and spends the code', async () => {
    const before = await accountCount();
    const landing = await signInWithGoogle('annanguyen', `?invitationCode=${DEMO_AFFILIATE.code}`);
    expect(landing.pathname).toBe('/login');
    const handoff = landing.searchParams.get('oidc');
    expect(handoff).toBeTruthy();
    expect(landing.search).not.toContain('token');

    const pending = await exchange(handoff);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().value).toEqual({
      status: 'birthDateRequired',
      provider: 'google',
      username: null,
      email: providerEmail('annanguyen'),
    });
    // Nothing is made before the member answers; asking again answers the same.
    expect(await accountCount()).toBe(before);
    expect((await exchange(handoff)).json().value.status).toBe('birthDateRequired');
    // The code now waits for a form: ten minutes from its making, not two.
    const [waits] = await testApp.database.db
      .select()
      .from(oidcHandoffsTable)
      .where(eq(oidcHandoffsTable.codeHash, createHash('sha256').update(handoff!).digest('hex')));
    expect(waits!.expiresAt.getTime() - waits!.createdAt.getTime()).toBe(10 * 60 * 1000);

    const response = await giveBirthDate(handoff, ' 1990-05-17 ');
    expect(response.statusCode).toBe(200);
    const login = response.json().value;
    expect(login).toMatchObject({ firstTimeLogin: true, passwordExpired: false, passwordIsDefault: false });
    expect(login.member.account).toBe('annanguyen');
    const member = await inject({ method: 'GET', url: '/api/member', headers: bearer(login.token) });
    expect(member.json().value.account).toBe('annanguyen');

    const account = await findAccountByUsername(testApp.database.db, 'annanguyen');
    const agent = await findAccountByUsername(testApp.database.db, DEMO_AFFILIATE.username);
    expect(account).toMatchObject({ email: providerEmail('annanguyen'), parentId: agent!.id });
    expect(await birthDateOf(account!.id)).toEqual({ birthDate: '1990-05-17', registerMethod: 'thirdParty' });
    expect(await accountCount()).toBe(before + 1);

    for (const reused of [await giveBirthDate(handoff), await exchange(handoff)]) {
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({
        code: 'OIDC_HANDOFF_INVALID',
        message: 'This sign-in has expired or was already used: please try again',
      });
    }
    expect(await accountCount()).toBe(before + 1);

    const methods = await inject({
      method: 'GET',
      url: '/api/member/sign-in-methods',
      headers: bearer(login.token),
    });
    expect(methods.json().value).toMatchObject({
      password: false,
      identities: [{ provider: 'google', email: providerEmail('annanguyen') }],
    });
    const unlink = await inject({
      method: 'DELETE',
      url: '/api/member/sign-in-methods/google',
      headers: bearer(login.token),
    });
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json()).toMatchObject({ code: 'OIDC_LAST_SIGN_IN_METHOD' });
  });

  it('refuses an under-18 with the registration form’s message and makes nothing', async () => {
    const accounts = await accountCount();
    const identities = await identityCount();
    const handoff = (await signInWithGoogle('younguser')).searchParams.get('oidc');
    expect((await exchange(handoff)).json().value.status).toBe('birthDateRequired');

    const young = await giveBirthDate(handoff, birthDateOfAge(17));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { birthDate: 'You must be at least 18 years old to register' },
    });
    const vietnamese = await inject({
      method: 'POST',
      url: '/api/session/oidc/birth-date',
      headers: { 'accept-language': 'vi' },
      payload: { handoff, birthDate: birthDateOfAge(10), adult: true },
    });
    expect(vietnamese.json().fields).toEqual({ birthDate: 'Bạn phải từ 18 tuổi trở lên để đăng ký' });
    expect(await accountCount()).toBe(accounts);
    expect(await identityCount()).toBe(identities);
    expect(await findAccountByUsername(testApp.database.db, 'younguser')).toBeUndefined();
  });

  it('refuses a bad date and a missing declaration field by field, and keeps the code for the correction', async () => {
    const accounts = await accountCount();
    const handoff = (await signInWithGoogle('typoed')).searchParams.get('oidc');
    expect((await exchange(handoff)).json().value.status).toBe('birthDateRequired');

    const cases: [unknown, unknown, Record<string, string>][] = [
      ['2000-02-30', true, { birthDate: 'Please enter a date as yyyy-MM-dd' }],
      ['17/05/1990', true, { birthDate: 'Please enter a date as yyyy-MM-dd' }],
      ['', false, { birthDate: 'Input cannot be empty', adult: 'not empty?' }],
      [null, true, { birthDate: 'Input cannot be empty' }],
      ['1899-12-31', true, { birthDate: 'Please enter a date as yyyy-MM-dd' }],
      ['2999-01-01', true, { birthDate: 'Please enter a date as yyyy-MM-dd' }],
    ];
    for (const [birthDate, adult, fields] of cases) {
      const response = await giveBirthDate(handoff, birthDate, adult);
      expect(response.statusCode, String(birthDate)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect(await accountCount()).toBe(accounts);

    const corrected = await giveBirthDate(handoff);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().value.member.account).toBe('typoed');
  });

  it('refuses an expired code and a code that waits for no date of birth', async () => {
    const accounts = await accountCount();
    const handoff = (await signInWithGoogle('slowuser')).searchParams.get('oidc')!;
    expect((await exchange(handoff)).json().value.status).toBe('birthDateRequired');
    await testApp.database.db
      .update(oidcHandoffsTable)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(oidcHandoffsTable.kind, 'register'));
    const expired = await giveBirthDate(handoff);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'OIDC_HANDOFF_INVALID' });
    expect(await findAccountByUsername(testApp.database.db, 'slowuser')).toBeUndefined();

    const unknown = await giveBirthDate('no-such-code');
    expect(unknown.json()).toMatchObject({ code: 'OIDC_HANDOFF_INVALID' });

    // A returning member with a date of birth is signed in by the exchange; the date is not asked.
    await newMember('settled');
    const again = (await signInWithGoogle('settled')).searchParams.get('oidc');
    expect((await giveBirthDate(again, '1980-01-01')).json()).toMatchObject({ code: 'OIDC_HANDOFF_INVALID' });
    expect((await exchange(again)).json().value.status).toBe('signedIn');
    expect(await accountCount()).toBe(accounts + 1);
  });

  it('signs a linked member in again, into the same account, without asking again', async () => {
    const first = await newMember('bao');
    const before = await accountCount();
    const again = await signInWithGoogle('bao');
    const second = (await exchange(again.searchParams.get('oidc'))).json().value;
    expect(second.status).toBe('signedIn');
    expect(second.login.member.id).toBe(first.member.id);
    expect(second.login.firstTimeLogin).toBe(false);
    expect(await accountCount()).toBe(before);
  });

  it('links an existing account whose e-mail the provider gives, once its password is shown', async () => {
    const existing = await createAccount(testApp.database.db, {
      username: 'linda2026',
      password: 'Linda2026',
      type: ACCOUNT_TYPES.member,
      email: providerEmail('linda'),
    });
    const before = await accountCount();
    const landing = await signInWithGoogle('linda');
    const handoff = landing.searchParams.get('oidc')!;
    const pending = (await exchange(handoff)).json().value;
    expect(pending).toEqual({
      status: 'linkRequired',
      provider: 'google',
      username: 'linda2026',
      email: providerEmail('linda'),
    });

    const wrong = await link(handoff, 'NotHerPassword1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(
      await testApp.database.db
        .select()
        .from(oidcIdentitiesTable)
        .where(eq(oidcIdentitiesTable.accountId, existing.id)),
    ).toEqual([]);

    const linked = await link(handoff, 'Linda2026');
    expect(linked.statusCode).toBe(200);
    expect(linked.json().value.member.id).toBe(existing.id);
    expect((await link(handoff, 'Linda2026')).json()).toMatchObject({ code: 'OIDC_HANDOFF_INVALID' });
    expect(await accountCount()).toBe(before);

    // The account was made before the date of birth was asked: the next third-party sign-in asks it, once.
    const again = (await signInWithGoogle('linda')).searchParams.get('oidc');
    expect((await exchange(again)).json().value).toEqual({
      status: 'birthDateRequired',
      provider: 'google',
      username: 'linda2026',
      email: providerEmail('linda'),
    });
    const young = await giveBirthDate(again, birthDateOfAge(16));
    expect(young.json()).toMatchObject({
      fields: { birthDate: 'You must be at least 18 years old to register' },
    });
    expect(await birthDateOf(existing.id)).toBeUndefined();
    const given = await giveBirthDate(again, '1985-03-09');
    expect(given.json().value.member.id).toBe(existing.id);
    expect(await birthDateOf(existing.id)).toEqual({ birthDate: '1985-03-09', registerMethod: 'none' });
    expect(await accountCount()).toBe(before);

    const third = await signInWithGoogle('linda');
    const direct = (await exchange(third.searchParams.get('oidc'))).json().value;
    expect(direct).toMatchObject({ status: 'signedIn', login: { member: { id: existing.id } } });

    // The password is still a way in, so the provider can be unlinked.
    const headers = bearer(direct.login.token);
    const methods = await inject({ method: 'GET', url: '/api/member/sign-in-methods', headers });
    expect(methods.json().value).toMatchObject({ password: true, identities: [{ provider: 'google' }] });
    const unlinked = await inject({ method: 'DELETE', url: '/api/member/sign-in-methods/google', headers });
    expect(unlinked.json().value).toEqual({ password: true, identities: [] });
    const gone = await inject({ method: 'DELETE', url: '/api/member/sign-in-methods/google', headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'OIDC_IDENTITY_NOT_FOUND' });
  });

  it('refuses a wrong state, another browser and a replayed answer, and creates nothing', async () => {
    const accounts = await accountCount();
    const identities = await identityCount();

    const { authorizationUrl, cookie } = await start();
    const returned = await signInAtProvider(authorizationUrl, 'mallory');
    const forged = new URL(returned);
    forged.searchParams.set('state', 'not-the-state-we-sent-aaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await callback(forged, cookie)).searchParams.get('oidcError')).toBe('OIDC_STATE_INVALID');

    const other = await start();
    const elsewhere = await signInAtProvider(other.authorizationUrl, 'mallory');
    expect((await callback(elsewhere, undefined)).searchParams.get('oidcError')).toBe('OIDC_STATE_INVALID');
    // The flow is spent by the attempt: the right browser cannot use it afterwards either.
    expect((await callback(elsewhere, other.cookie)).searchParams.get('oidcError')).toBe(
      'OIDC_STATE_INVALID',
    );

    const good = await start();
    const answer = await signInAtProvider(good.authorizationUrl, 'replayer');
    expect((await callback(answer, good.cookie)).searchParams.get('oidc')).toBeTruthy();
    expect((await callback(answer, good.cookie)).searchParams.get('oidcError')).toBe('OIDC_STATE_INVALID');

    // The good answer made no account either: that waits for the date of birth.
    expect(await accountCount()).toBe(accounts);
    expect(await identityCount()).toBe(identities);
    expect(await findAccountByUsername(testApp.database.db, 'mallory')).toBeUndefined();
  });

  it('refuses an ID token made for another nonce', async () => {
    const accounts = await accountCount();
    const { authorizationUrl, cookie } = await start();
    const tampered = new URL(authorizationUrl);
    tampered.searchParams.set('nonce', 'a-nonce-of-someone-elses-sign-in-aaaaaaaaaaaaa');
    const landing = await callback(await signInAtProvider(tampered.toString(), 'nonceuser'), cookie);
    expect(landing.searchParams.get('oidcError')).toBe('OIDC_NONCE_INVALID');
    expect(await accountCount()).toBe(accounts);
  });

  it('refuses an expired ID token', async () => {
    const accounts = await accountCount();
    const { authorizationUrl, cookie } = await start();
    const returned = await signInAtProvider(authorizationUrl, 'lateuser');
    // The provider's ID tokens live an hour: our clock two hours on sees this one expired.
    clockOffsetMs = 2 * 60 * 60 * 1000;
    expect((await callback(returned, cookie)).searchParams.get('oidcError')).toBe('OIDC_TOKEN_EXPIRED');
    expect(await accountCount()).toBe(accounts);
  });

  it('answers a cancelled sign-in with its own message', async () => {
    const { authorizationUrl, cookie } = await start();
    const state = new URL(authorizationUrl).searchParams.get('state');
    const landing = await callback(new URL(`${CALLBACK}?error=access_denied&state=${state}`), cookie);
    expect(landing.searchParams.get('oidcError')).toBe('OIDC_CANCELLED');
  });

  it('checks the hand-off body', async () => {
    const response = await exchange('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the operator’s providers', () => {
  it('shows the settings without the secret, and checks a change', async () => {
    const headers = { ...(await operatorHeaders(testApp.app)), ...english };
    const list = await inject({ method: 'GET', url: '/api/operator/oidc-providers', headers });
    expect(list.json().value).toEqual([
      {
        provider: 'google',
        enabled: true,
        clientId: provider.clientId,
        issuer: provider.issuer,
        secretSet: true,
        redirectUri: CALLBACK,
      },
      expect.objectContaining({ provider: 'facebook', enabled: false, secretSet: false }),
    ]);
    expect(list.body).not.toContain(provider.clientSecret);

    const incomplete = await inject({
      method: 'PUT',
      url: '/api/operator/oidc-providers/facebook',
      headers,
      payload: { enabled: true, clientId: '', issuer: provider.issuer },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { clientId: 'Input cannot be empty', clientSecret: 'Input cannot be empty' },
    });

    const saved = await inject({
      method: 'PUT',
      url: '/api/operator/oidc-providers/facebook',
      headers,
      payload: { enabled: true, clientId: 'fb-client', issuer: provider.issuer, clientSecret: 'fb-secret' },
    });
    expect(saved.statusCode).toBe(200);
    const providers = await inject({ method: 'GET', url: '/api/session/oidc/providers' });
    expect(providers.json().value).toEqual(['google', 'facebook']);

    // An empty secret keeps the stored one; switching off hides the button.
    const off = await inject({
      method: 'PUT',
      url: '/api/operator/oidc-providers/facebook',
      headers,
      payload: { enabled: false, clientId: 'fb-client', issuer: provider.issuer, clientSecret: '' },
    });
    expect(off.json().value[1]).toMatchObject({ enabled: false, secretSet: true });
    expect((await inject({ method: 'GET', url: '/api/session/oidc/providers' })).json().value).toEqual([
      'google',
    ]);

    const member = await inject({ method: 'GET', url: '/api/operator/oidc-providers' });
    expect(member.statusCode).toBe(401);
  });
});
