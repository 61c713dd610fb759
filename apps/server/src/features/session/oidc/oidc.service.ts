// Third-party sign-in (SPEC.md §7 "Third-party sign-in (Facebook and Google)", §2 login and register
// popups, §4 "Login" third-party type): the operator's providers, the flow from start to callback,
// the one-time hand-off to the page, linking an identity to an existing account by its password,
// and the member's sign-in methods. See docs/decisions/015-third-party-sign-in.md.
import { createHash, randomBytes } from 'node:crypto';
import {
  OIDC_PROVIDERS,
  oidcLinkPayloadSchema,
  type OidcBirthDateRequest,
  type OidcExchangeValue,
  type OidcProvider,
  type OidcProviderSetting,
  type OidcProviderUpdate,
  type SignInMethods,
} from '@playdeck/contract/oidc';
import type { LoginValue } from '@playdeck/contract/session';
import { uniqueViolation, type Database, type Transaction } from '../../../plugins/database';
import { AppError, type FieldMessage } from '../../../plugins/errors';
import { verifyPassword } from '../../../plugins/passwords';
import { findAccountById, type AccountRow } from '../../account/account.service';
import type { RegistrationService } from '../../registration/registration.service';
import { createOidcClient, type OidcClientConfig, type OidcIdentity } from './oidc.client';
import { createOidcRepository, type OidcHandoffRow, type OidcIdentityRow } from './oidc.repository';

/** A sign-in at the provider takes a person a few minutes at most; a flow lives this long. */
const FLOW_LIFETIME_MS = 10 * 60 * 1000;
/** The page exchanges the hand-off code right after the redirect; a short life limits a leaked code. */
const HANDOFF_LIFETIME_MS = 2 * 60 * 1000;
/**
 * A hand-off that waits for the date of birth lives this long from its creation: a form to fill, not
 * a redirect to follow (still short, and still single use).
 */
const BIRTH_DATE_HANDOFF_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong passwords for one link before the hand-off is spent and the member starts again. */
const LINK_ATTEMPTS_MAX = 5;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export type OidcSeed = { provider: OidcProvider; clientId: string; clientSecret: string; issuer: string };

export type OidcDependencies = {
  db: Database;
  sessions: {
    signInThirdParty(account: AccountRow, ip: string, device?: string): Promise<LoginValue>;
    /** The sign-in's checks without the session (ACCOUNT_DISABLED, MAINTENANCE, …). */
    assertThirdPartySignIn(ip: string, account?: AccountRow): Promise<void>;
  };
  registration: {
    registerFromProvider: RegistrationService['registerFromProvider'];
    /** Errors: OIDC_REGISTRATION_CLOSED 403. */
    assertProviderRegistrationOpen(ip: string): Promise<void>;
    /** The date trimmed; errors: VALIDATION_FAILED 400 (birthDate: not a date, or under 18). */
    checkBirthDate(birthDate: string, ip: string): Promise<string>;
    birthDateOf(accountId: number): Promise<string | null>;
    recordBirthDate(
      transaction: Transaction,
      input: { accountId: number; birthDate: string; ip: string },
    ): Promise<void>;
  };
  /** The clock the ID token's times are checked against. */
  now?: () => Date;
};

export type OidcService = ReturnType<typeof createOidcService>;

export function createOidcService(deps: OidcDependencies) {
  const repository = createOidcRepository(deps.db);
  const client = createOidcClient({ now: deps.now ?? (() => new Date()) });

  /** A provider's settings if it can be used: switched on with a client id, a secret and an issuer. */
  async function usableConfig(provider: OidcProvider): Promise<OidcClientConfig> {
    const row = await repository.findProvider(provider);
    if (!row?.enabled || !row.clientId || !row.clientSecret || !row.issuer) {
      throw new AppError('OIDC_PROVIDER_UNAVAILABLE', 404);
    }
    return { issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecret };
  }

  /** Settings from the environment for providers the operator has never saved (OIDC_GOOGLE_*, …). */
  async function seed(seeds: OidcSeed[]): Promise<void> {
    for (const { provider, clientId, clientSecret, issuer } of seeds) {
      await repository.seedProvider({ provider, enabled: true, clientId, clientSecret, issuer });
    }
  }

  /** The providers that show a button. */
  async function enabledProviders(): Promise<OidcProvider[]> {
    const rows = await repository.listProviders();
    return OIDC_PROVIDERS.filter((provider) => {
      const row = rows.find((candidate) => candidate.provider === provider);
      return row?.enabled === true && row.clientId !== '' && row.clientSecret !== '' && row.issuer !== '';
    });
  }

  /**
   * Starts a sign-in: answers the provider's address and the browser's binding token (for an
   * httpOnly cookie), and keeps state, nonce and PKCE verifier for the callback.
   * Errors: OIDC_PROVIDER_UNAVAILABLE 404, OIDC_PROVIDER_ERROR 502.
   */
  async function start(
    provider: OidcProvider,
    input: { redirectUri: string; invitationCode?: string },
  ): Promise<{ authorizationUrl: string; browserToken: string }> {
    const config = await usableConfig(provider);
    const flow = {
      state: randomToken(),
      nonce: randomToken(),
      codeVerifier: randomToken(48),
      redirectUri: input.redirectUri,
    };
    const authorizationUrl = await client.authorizationUrl(config, flow);
    const browserToken = randomToken();
    await repository.insertFlow({
      stateHash: hash(flow.state),
      provider,
      browserHash: hash(browserToken),
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      redirectUri: flow.redirectUri,
      invitationCode: input.invitationCode || null,
      expiresAt: new Date(Date.now() + FLOW_LIFETIME_MS),
    });
    return { authorizationUrl, browserToken };
  }

  /**
   * The provider's answer: the flow named by `state` is spent whatever happens next, the code is
   * redeemed and the ID token verified, and the identity resolved (a linked account, an account
   * matched by e-mail for a password link, or a new member to register once it gives its date of
   * birth). Answers a one-time hand-off code for the page.
   * Errors: OIDC_STATE_INVALID 400 (unknown, used, expired, another provider's, or started in another
   * browser), OIDC_CANCELLED 400, OIDC_PROVIDER_UNAVAILABLE 404, OIDC_PROVIDER_ERROR 502,
   * OIDC_TOKEN_INVALID / OIDC_TOKEN_EXPIRED / OIDC_NONCE_INVALID 400, OIDC_REGISTRATION_CLOSED 403.
   */
  async function callback(
    provider: OidcProvider,
    query: { code?: string; state?: string; error?: string },
    context: { browserToken: string | undefined; ip: string },
  ): Promise<string> {
    const flow = query.state ? await repository.consumeFlow(hash(query.state), provider) : undefined;
    if (!flow || !context.browserToken || hash(context.browserToken) !== flow.browserHash) {
      throw new AppError('OIDC_STATE_INVALID', 400);
    }
    if (query.error || !query.code) throw new AppError('OIDC_CANCELLED', 400);
    const identity = await client.redeemCode(await usableConfig(provider), {
      code: query.code,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      redirectUri: flow.redirectUri,
    });
    const handoff = await resolveIdentity(provider, identity, context.ip);
    const code = randomToken();
    await repository.insertHandoff({
      codeHash: hash(code),
      ...handoff,
      provider,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      invitationCode: flow.invitationCode,
      expiresAt: new Date(Date.now() + HANDOFF_LIFETIME_MS),
    });
    return code;
  }

  async function resolveIdentity(
    provider: OidcProvider,
    identity: OidcIdentity,
    ip: string,
  ): Promise<Pick<OidcHandoffRow, 'kind' | 'accountId'>> {
    const linked = await repository.findIdentity(provider, identity.subject);
    if (linked) return { kind: 'signIn', accountId: linked.accountId };
    // An existing account is never taken over by an e-mail alone: its password must be shown.
    const matched = identity.email ? await repository.findAccountIdByEmail(identity.email) : undefined;
    if (matched !== undefined) return { kind: 'link', accountId: matched };
    // A new member: nothing is created before it gives its date of birth, but a closed registration
    // is said now, before the member fills anything in.
    await deps.registration.assertProviderRegistrationOpen(ip);
    return { kind: 'register', accountId: null };
  }

  async function liveHandoff(code: string): Promise<OidcHandoffRow> {
    const row = await repository.findLiveHandoff(hash(code));
    if (!row) throw new AppError('OIDC_HANDOFF_INVALID', 400);
    return row;
  }

  /**
   * The page's exchange of a hand-off code: a session (the code is spent); the account that must be
   * proven by its password to link the identity; or, for a new member or an account without a date
   * of birth, a request for it (the code then waits for it, BIRTH_DATE_HANDOFF_LIFETIME_MS at most).
   * Errors: OIDC_HANDOFF_INVALID 400 (unknown, used or expired), and those of a sign-in.
   */
  async function exchange(code: string, ip: string, device?: string): Promise<OidcExchangeValue> {
    const row = await liveHandoff(code);
    const birthDateRequired = async (username: string | null): Promise<OidcExchangeValue> => {
      await repository.extendHandoff(row.codeHash, BIRTH_DATE_HANDOFF_LIFETIME_MS);
      return {
        status: 'birthDateRequired',
        provider: row.provider as OidcProvider,
        username,
        email: row.email ?? '',
      };
    };
    if (row.kind === 'register') {
      await deps.registration.assertProviderRegistrationOpen(ip);
      await deps.sessions.assertThirdPartySignIn(ip);
      return birthDateRequired(null);
    }
    const account = row.accountId === null ? undefined : await findAccountById(deps.db, row.accountId);
    if (!account) throw new AppError('OIDC_HANDOFF_INVALID', 400);
    if (row.kind === 'link') {
      return {
        status: 'linkRequired',
        provider: row.provider as OidcProvider,
        username: account.username,
        email: row.email ?? '',
      };
    }
    // An account made before the date of birth was asked (or by no form) is asked once, here.
    if ((await deps.registration.birthDateOf(account.id)) === null) {
      await deps.sessions.assertThirdPartySignIn(ip, account);
      return birthDateRequired(account.username);
    }
    if (!(await repository.consumeHandoff(row.codeHash))) throw new AppError('OIDC_HANDOFF_INVALID', 400);
    return { status: 'signedIn', login: await deps.sessions.signInThirdParty(account, ip, device) };
  }

  /**
   * The date of birth and 18+ declaration a hand-off waits for (checked as the registration form's):
   * creates the new member with it, or keeps it on the existing account, spending the code in the
   * same transaction, then signs in as the exchange does. A refusal creates and spends nothing.
   * Errors: VALIDATION_FAILED 400 (birthDate: not a date, or under 18), OIDC_HANDOFF_INVALID 400
   * (unknown, used, expired, or not waiting for a date of birth), OIDC_REGISTRATION_CLOSED 403, and
   * those of a sign-in.
   */
  async function giveBirthDate(
    request: OidcBirthDateRequest,
    ip: string,
    device?: string,
  ): Promise<LoginValue> {
    const row = await liveHandoff(request.handoff);
    const account = row.accountId === null ? undefined : await findAccountById(deps.db, row.accountId);
    const waiting =
      row.kind === 'register' ||
      (row.kind === 'signIn' &&
        account !== undefined &&
        (await deps.registration.birthDateOf(account.id)) === null);
    if (!waiting) throw new AppError('OIDC_HANDOFF_INVALID', 400);
    const birthDate = await deps.registration.checkBirthDate(request.birthDate, ip);
    await deps.sessions.assertThirdPartySignIn(ip, account);
    const spend = async (transaction: Transaction) => {
      if (!(await createOidcRepository(transaction).consumeHandoff(row.codeHash))) {
        throw new AppError('OIDC_HANDOFF_INVALID', 400);
      }
    };
    if (account) {
      await deps.db.transaction(async (transaction) => {
        await spend(transaction);
        await deps.registration.recordBirthDate(transaction, { accountId: account.id, birthDate, ip });
      });
      return deps.sessions.signInThirdParty(account, ip, device);
    }
    const provider = row.provider as OidcProvider;
    let created: AccountRow;
    try {
      created = await deps.registration.registerFromProvider(
        {
          seed: row.email?.split('@')[0] || `${provider}${row.subject}`,
          email: row.emailVerified ? row.email : null,
          invitationCode: row.invitationCode,
          ip,
          birthDate,
        },
        async (transaction, newAccount) => {
          await spend(transaction);
          await createOidcRepository(transaction).insertIdentity({
            accountId: newAccount.id,
            provider,
            subject: row.subject,
            email: row.email,
            createdAccount: true,
          });
        },
      );
    } catch (error) {
      // The same subject was registered meanwhile by another sign-in (a second tab): this one is void.
      if (uniqueViolation(error) !== undefined) throw new AppError('OIDC_HANDOFF_INVALID', 400);
      throw error;
    }
    return deps.sessions.signInThirdParty(created, ip, device);
  }

  /**
   * Links the hand-off's identity to the account whose e-mail matched, once its password is shown,
   * and signs in. Errors: VALIDATION_FAILED 400, OIDC_HANDOFF_INVALID 400, INVALID_CREDENTIALS 401
   * (five wrong ones spend the hand-off), OIDC_IDENTITY_TAKEN 409, ACCOUNT_DISABLED 403.
   */
  async function link(input: unknown, ip: string, device?: string): Promise<LoginValue> {
    const parsed = oidcLinkPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const row = await liveHandoff(parsed.data.handoff);
    if (row.kind !== 'link' || row.accountId === null) throw new AppError('OIDC_HANDOFF_INVALID', 400);
    const account = await findAccountById(deps.db, row.accountId);
    if (!account || !(await verifyPassword(account.passwordHash, parsed.data.password))) {
      await repository.recordLinkAttempt(row.codeHash, LINK_ATTEMPTS_MAX);
      throw new AppError('INVALID_CREDENTIALS', 401);
    }
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 403);
    try {
      await deps.db.transaction(async (transaction) => {
        const inTransaction = createOidcRepository(transaction);
        if (!(await inTransaction.consumeHandoff(row.codeHash)))
          throw new AppError('OIDC_HANDOFF_INVALID', 400);
        await inTransaction.insertIdentity({
          accountId: account.id,
          provider: row.provider,
          subject: row.subject,
          email: row.email,
        });
      });
    } catch (error) {
      // The subject was linked meanwhile, or the account already has an identity at this provider.
      if (uniqueViolation(error) !== undefined) throw new AppError('OIDC_IDENTITY_TAKEN', 409);
      throw error;
    }
    return deps.sessions.signInThirdParty(account, ip, device);
  }

  /** An account made by a provider's sign-in has a password nobody knows until the member sets one. */
  function knowsPassword(account: AccountRow, identities: OidcIdentityRow[]): boolean {
    return !identities.some(
      (identity) =>
        identity.createdAccount && account.passwordChangedAt.getTime() <= identity.linkedAt.getTime(),
    );
  }

  async function signInMethods(account: AccountRow): Promise<SignInMethods> {
    const identities = await repository.listIdentities(account.id);
    return {
      password: knowsPassword(account, identities),
      identities: identities.map((identity) => ({
        provider: identity.provider as OidcProvider,
        email: identity.email,
        linkedAt: identity.linkedAt.toISOString(),
      })),
    };
  }

  /**
   * Unlinks a provider from the member's account, unless it is the last way in.
   * Errors: OIDC_IDENTITY_NOT_FOUND 404, OIDC_LAST_SIGN_IN_METHOD 409.
   */
  async function unlink(account: AccountRow, provider: OidcProvider): Promise<SignInMethods> {
    const identities = await repository.listIdentities(account.id);
    if (!identities.some((identity) => identity.provider === provider)) {
      throw new AppError('OIDC_IDENTITY_NOT_FOUND', 404);
    }
    const waysLeft = identities.length - 1 + (knowsPassword(account, identities) ? 1 : 0);
    if (waysLeft === 0) throw new AppError('OIDC_LAST_SIGN_IN_METHOD', 409);
    await repository.deleteIdentity(account.id, provider);
    return signInMethods(account);
  }

  async function operatorSettings(callbackBase: string): Promise<OidcProviderSetting[]> {
    const rows = await repository.listProviders();
    return OIDC_PROVIDERS.map((provider) => {
      const row = rows.find((candidate) => candidate.provider === provider);
      return {
        provider,
        enabled: row?.enabled ?? false,
        clientId: row?.clientId ?? '',
        issuer: row?.issuer ?? '',
        secretSet: (row?.clientSecret ?? '') !== '',
        redirectUri: `${callbackBase}/api/session/oidc/${provider}/callback`,
      };
    });
  }

  /**
   * Saves a provider's settings; an empty secret keeps the stored one. Switching a provider on needs
   * a client id, a secret and an issuer whose discovery document answers.
   * Errors: VALIDATION_FAILED 400, OIDC_PROVIDER_ERROR 502 (the issuer does not answer as one).
   */
  async function updateProvider(
    provider: OidcProvider,
    update: OidcProviderUpdate,
    callbackBase: string,
  ): Promise<OidcProviderSetting[]> {
    const stored = await repository.findProvider(provider);
    const clientSecret = update.clientSecret || stored?.clientSecret || '';
    if (update.enabled) {
      const fields: Record<string, FieldMessage> = {};
      if (!update.clientId) fields.clientId = 'validation.required';
      if (!update.issuer) fields.issuer = 'validation.required';
      if (!clientSecret) fields.clientSecret = 'validation.required';
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 400, { fields });
      await client.discover(update.issuer);
    }
    await repository.saveProvider({
      provider,
      enabled: update.enabled,
      clientId: update.clientId,
      issuer: update.issuer,
      clientSecret,
    });
    return operatorSettings(callbackBase);
  }

  return {
    seed,
    enabledProviders,
    start,
    callback,
    exchange,
    giveBirthDate,
    link,
    signInMethods,
    unlink,
    operatorSettings,
    updateProvider,
  };
}
