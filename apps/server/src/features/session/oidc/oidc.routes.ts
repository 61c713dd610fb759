// HTTP of third-party sign-in. The browser navigates to start and comes back to the callback (both
// are page loads, so they answer with redirects); the page then exchanges the one-time hand-off code
// by POST, links by password through an encrypted body like the login call's, and gives the date of
// birth a new member (or an account without one) must give first. A session token is never put in an
// address. The member's sign-in methods and the operator's providers follow.
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { OIDC_ERROR_PARAM, OIDC_HANDOFF_PARAM, OIDC_LANDING_PATH } from '@playdeck/contract/oidc-landing';
import {
  oidcBirthDateRequestSchema,
  oidcCallbackQuerySchema,
  oidcExchangeRequestSchema,
  oidcExchangeValueSchema,
  oidcPaths,
  oidcProviderParamSchema,
  oidcProvidersValueSchema,
  oidcProviderSettingSchema,
  oidcProviderUpdateSchema,
  oidcStartQuerySchema,
  signInMethodsSchema,
} from '@playdeck/contract/oidc';
import { encryptedBodySchema, loginValueSchema } from '@playdeck/contract/session';
import { requireOperator, requireRealAccount, signedInAccount } from '../../../plugins/auth';
import { clientDevice, clientIp } from '../../../plugins/client-ip';
import { requireEncryptedBody, type RequestCrypto } from '../../../plugins/crypto';
import { AppError } from '../../../plugins/errors';
import type { OidcService } from './oidc.service';

/** Ties a flow to the browser that started it (login CSRF): httpOnly, sent back on the callback only. */
export const OIDC_BROWSER_COOKIE = 'pd_oidc';
const COOKIE_PATH = '/api/session/oidc';

/** This site's own address as the browser sees it (behind a proxy: with TRUST_PROXY). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcService; crypto: RequestCrypto }> = async (
  app,
  { oidc, crypto },
) => {
  await app.register(cookie);
  const tags = ['session'];

  app.get(
    oidcPaths.providers,
    {
      schema: {
        tags,
        summary: 'The third-party providers that are set up (one sign-in button each)',
        response: { 200: successEnvelope(oidcProvidersValueSchema) },
      },
    },
    async () => ({ success: true as const, value: await oidc.enabledProviders() }),
  );

  app.get(
    oidcPaths.start,
    {
      schema: {
        tags,
        summary: "Go to the provider's sign-in (redirect)",
        params: oidcProviderParamSchema,
        querystring: oidcStartQuerySchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { authorizationUrl, browserToken } = await oidc.start(provider, {
        redirectUri: `${originOf(request)}${oidcPaths.callback.replace(':provider', provider)}`,
        invitationCode: request.query.invitationCode,
      });
      reply.setCookie(OIDC_BROWSER_COOKIE, browserToken, {
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level navigation, which carries it.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: COOKIE_PATH,
        maxAge: 10 * 60,
      });
      return reply.redirect(authorizationUrl, 302);
    },
  );

  app.get(
    oidcPaths.callback,
    {
      schema: {
        tags,
        summary:
          "The provider's answer: verifies it, then sends the browser to the site with a one-time code",
        params: oidcProviderParamSchema,
        querystring: oidcCallbackQuerySchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.clearCookie(OIDC_BROWSER_COOKIE, { path: COOKIE_PATH });
      try {
        const handoff = await oidc.callback(request.params.provider, request.query, {
          browserToken: request.cookies[OIDC_BROWSER_COOKIE],
          ip: clientIp(request),
        });
        return reply.redirect(
          `${OIDC_LANDING_PATH}?${OIDC_HANDOFF_PARAM}=${encodeURIComponent(handoff)}`,
          303,
        );
      } catch (error) {
        // A page load cannot show an envelope: the site shows the code's translated message instead.
        if (!(error instanceof AppError)) throw error;
        request.log.info({ code: error.code }, 'third-party sign-in refused');
        return reply.redirect(`${OIDC_LANDING_PATH}?${OIDC_ERROR_PARAM}=${error.code}`, 303);
      }
    },
  );

  app.post(
    oidcPaths.exchange,
    {
      schema: {
        tags,
        summary: 'Exchange the one-time hand-off code for a session (or the account to link)',
        body: oidcExchangeRequestSchema,
        response: { 200: successEnvelope(oidcExchangeValueSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await oidc.exchange(request.body.handoff, clientIp(request), clientDevice(request)),
    }),
  );

  app.post(
    oidcPaths.birthDate,
    {
      schema: {
        tags,
        summary:
          'Give the date of birth and the 18+ declaration a third-party sign-in waits for, and sign in',
        body: oidcBirthDateRequestSchema,
        response: { 200: successEnvelope(loginValueSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await oidc.giveBirthDate(request.body, clientIp(request), clientDevice(request)),
    }),
  );

  app.post(
    oidcPaths.link,
    {
      schema: {
        tags,
        summary: "Link the provider to the e-mail's account by its password, and sign in (encrypted body)",
        body: encryptedBodySchema,
        response: { 200: successEnvelope(loginValueSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      preValidation: requireEncryptedBody,
    },
    async (request) => {
      const payload = await crypto.decryptJson(request.body.jwe);
      return {
        success: true as const,
        value: await oidc.link(payload, clientIp(request), clientDevice(request)),
      };
    },
  );

  app.get(
    oidcPaths.signInMethods,
    {
      onRequest: requireRealAccount,
      schema: {
        tags: ['account'],
        summary: "The member's sign-in methods: password and linked providers",
        response: { 200: successEnvelope(signInMethodsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await oidc.signInMethods(signedInAccount(request)),
    }),
  );

  app.delete(
    oidcPaths.unlink,
    {
      onRequest: requireRealAccount,
      schema: {
        tags: ['account'],
        summary: 'Unlink a provider (never the last way in)',
        params: oidcProviderParamSchema,
        response: { 200: successEnvelope(signInMethodsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await oidc.unlink(signedInAccount(request), request.params.provider),
    }),
  );
};

/** The operator's providers (Site desk, "Third-party sign-in" tab). */
export const oidcOperatorRoutes: FastifyPluginAsyncZod<{ oidc: OidcService }> = async (app, { oidc }) => {
  app.addHook('onRequest', requireOperator);
  app.get(
    oidcPaths.operatorProviders,
    {
      schema: {
        tags: ['operator'],
        summary: 'Third-party sign-in providers (the client secret is never shown)',
        response: { 200: successEnvelope(z.array(oidcProviderSettingSchema)) },
      },
    },
    async (request) => ({ success: true as const, value: await oidc.operatorSettings(originOf(request)) }),
  );
  app.put(
    oidcPaths.operatorProvider,
    {
      schema: {
        tags: ['operator'],
        summary: "Save a provider's client id, issuer, secret (write-only) and switch",
        params: oidcProviderParamSchema,
        body: oidcProviderUpdateSchema,
        response: { 200: successEnvelope(z.array(oidcProviderSettingSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await oidc.updateProvider(request.params.provider, request.body, originOf(request)),
    }),
  );
};
