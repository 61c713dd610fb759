// A real OpenID Connect provider (the `oidc-provider` package) on a free loopback port, for the
// third-party sign-in tests: discovery, authorization with PKCE, the token endpoint and signed ID
// tokens are the provider's own, never a made-up token. Its development sign-in form takes any login
// and password; the login becomes the subject and `<login>@provider.test` the e-mail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

export const OIDC_TEST_CLIENT = { clientId: 'playdeck-test', clientSecret: 'playdeck-test-secret' };

/** The e-mail the provider gives a login. */
export const providerEmail = (login: string) => `${login}@provider.test`;

/** On a free port unless one is given (the journeys' provider, E2E_PORT + 1000). */
export async function startOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.clientId,
        client_secret: OIDC_TEST_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // As Google does: the ID token itself carries the e-mail the scope asked for.
    conformIdTokenClaims: false,
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: providerEmail(id), email_verified: true }),
    }),
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    pkce: { required: () => true },
    // The provider's defaults, said out loud (it warns otherwise): ID tokens live an hour.
    ttl: { Interaction: 600, Session: 3_600, Grant: 3_600, IdToken: 3_600, AuthorizationCode: 60 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    ...OIDC_TEST_CLIENT,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar of one browser at the provider. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
      }
    },
  };
}

/**
 * Walks a person through the provider's pages from the authorization address: the sign-in form
 * (as `login`), then the consent form, following the provider's redirects, and answers with the
 * address the provider finally sends the browser to (our callback with `code` and `state`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = cookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on the provider's page: ${page}`);
    url = new URL(action, url);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    body =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login, password: 'any-password' })
        : new URLSearchParams({ prompt: prompt ?? 'consent' });
  }
  throw new Error('the provider did not send the browser back');
}
