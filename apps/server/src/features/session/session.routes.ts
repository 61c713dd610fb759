// HTTP for sign-in and sign-out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { encryptedBodySchema, loginValueSchema, sessionPaths } from '@playdeck/contract/session';
import { requireAccount } from '../../plugins/auth';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import { clientIp } from '../../plugins/client-ip';
import type { SessionService } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  crypto: RequestCrypto;
}> = async (app, { sessions, crypto }) => {
  app.post(
    sessionPaths.session,
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in (encrypted body: username, password, site)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(loginValueSchema) },
      },
      config: { accessExempt: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      preValidation: requireEncryptedBody,
    },
    async (request) => {
      const payload = await crypto.decryptJson(request.body.jwe);
      return { success: true as const, value: await sessions.login(payload, clientIp(request)) };
    },
  );

  app.delete(
    sessionPaths.session,
    {
      schema: { tags: ['session'], summary: 'Sign out', response: { 200: successEnvelope(z.null()) } },
      config: { accessExempt: true },
      preHandler: requireAccount,
    },
    async (request) => {
      await sessions.logout(request.sessionToken!);
      return { success: true as const, value: null };
    },
  );
};
