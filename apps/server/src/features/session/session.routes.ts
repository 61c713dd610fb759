// HTTP for sign-in, remembered sign-in, free play, second-factor codes and sign-out. The remember
// token travels only in an httpOnly cookie, never in a body the page can read.
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  encryptedBodySchema,
  loginValueSchema,
  secondFactorCodeRequestSchema,
  sessionPaths,
} from '@playdeck/contract/session';
import { requireAccount } from '../../plugins/auth';
import { clientDevice, clientIp } from '../../plugins/client-ip';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import { REMEMBER_LIFETIME_MS, type SessionService } from './session.service';

export const REMEMBER_COOKIE = 'pd_remember';

function setRememberCookie(request: FastifyRequest, reply: FastifyReply, token: string | null) {
  if (!token) return;
  reply.setCookie(REMEMBER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/api/session',
    maxAge: REMEMBER_LIFETIME_MS / 1000,
  });
}

/** Sign-in attempts per minute from one address, counted across every API process (Redis). */
export const SIGN_IN_PER_MINUTE = 30;

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  crypto: RequestCrypto;
}> = async (app, { sessions, crypto }) => {
  // The remember-me cookie is the only cookie the API reads or sets: cookie parsing (and its hook
  // on every answer) is registered for these routes only.
  await app.register(cookie);
  app.post(
    sessionPaths.session,
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in (encrypted body: username and password, or SMS code)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(loginValueSchema) },
      },
      config: { accessExempt: true, rateLimit: { max: SIGN_IN_PER_MINUTE, timeWindow: '1 minute' } },
      preValidation: requireEncryptedBody,
    },
    async (request, reply) => {
      const payload = await crypto.decryptJson(request.body.jwe);
      const { value, rememberToken } = await sessions.login(
        payload,
        clientIp(request),
        clientDevice(request),
      );
      setRememberCookie(request, reply, rememberToken);
      return { success: true as const, value };
    },
  );

  app.post(
    sessionPaths.remembered,
    {
      schema: {
        tags: ['session'],
        summary: 'Sign back in with the 1-day remember cookie',
        response: { 200: successEnvelope(loginValueSchema) },
      },
      config: { accessExempt: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { value, rememberToken } = await sessions.loginRemembered(
        request.cookies[REMEMBER_COOKIE],
        clientIp(request),
        clientDevice(request),
      );
      setRememberCookie(request, reply, rememberToken);
      return { success: true as const, value };
    },
  );

  app.post(
    sessionPaths.trial,
    {
      schema: {
        tags: ['session'],
        summary: 'Free play: a new trial member',
        response: { 200: successEnvelope(loginValueSchema) },
      },
      config: { accessExempt: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await sessions.startTrial(clientIp(request), clientDevice(request)),
    }),
  );

  app.post(
    sessionPaths.secondFactorCode,
    {
      schema: {
        tags: ['session'],
        summary: 'Send a sign-in code for a new IP by SMS or e-mail',
        body: secondFactorCodeRequestSchema,
        response: { 200: successEnvelope(z.null()) },
      },
      config: { accessExempt: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      await sessions.sendSecondFactorCode(request.body.username, request.body.method);
      return { success: true as const, value: null };
    },
  );

  app.delete(
    sessionPaths.session,
    {
      schema: { tags: ['session'], summary: 'Sign out', response: { 200: successEnvelope(z.null()) } },
      config: { accessExempt: true, allowDuringPasswordChange: true },
      onRequest: requireAccount,
    },
    async (request, reply) => {
      await sessions.logout(request.sessionToken!, request.cookies[REMEMBER_COOKIE]);
      reply.clearCookie(REMEMBER_COOKIE, { path: '/api/session' });
      return { success: true as const, value: null };
    },
  );
};
