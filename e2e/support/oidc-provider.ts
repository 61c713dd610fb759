// The journeys' OpenID Connect provider, started by Playwright as a second web server on E2E_PORT +
// 1000: the real `oidc-provider` package (the server tests' own set-up), with the playdeck server's
// Google callback as its client's redirect URI. The server is given OIDC_GOOGLE_* pointing here.
import { startOidcProvider } from '../../apps/server/src/test-support/oidc-provider';

const appPort = Number(process.env.E2E_PORT ?? 3100);
const provider = await startOidcProvider({
  port: appPort + 1000,
  redirectUris: [`http://127.0.0.1:${appPort}/api/session/oidc/google/callback`],
});
console.log(`OpenID Connect provider at ${provider.issuer}`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
