// HTTP for registration: the field rules (public, and the operator's change), sign-up by username
// and by mobile number (encrypted bodies only), and the affiliate-code check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  affiliateQuerySchema,
  affiliateValueSchema,
  registerValueSchema,
  registrationPaths,
  registrationRulesSchema,
  registrationRulesUpdateSchema,
  type RegistrationMethod,
} from '@playdeck/contract/registration';
import { encryptedBodySchema } from '@playdeck/contract/session';
import { requireOperator } from '../../plugins/auth';
import { clientDevice, clientIp } from '../../plugins/client-ip';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import type { RegistrationService } from './registration.service';

/** Affiliate checks per IP: the form checks once per code; more is someone guessing codes. */
export const AFFILIATE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService;
  crypto: RequestCrypto;
  /** Sign-ups per IP per minute (REGISTRATION_RATE_PER_MINUTE). */
  registerPerMinute: number;
}> = async (app, { registration, crypto, registerPerMinute }) => {
  app.get(
    registrationPaths.rules,
    {
      schema: {
        tags: ['registration'],
        summary: 'Registration field rules: per field enabled, required, pattern and length',
        response: { 200: successEnvelope(registrationRulesSchema) },
      },
    },
    async () => ({ success: true as const, value: await registration.rules() }),
  );

  const registerRoute = (path: string, method: RegistrationMethod, summary: string) =>
    app.put(
      path,
      {
        schema: {
          tags: ['registration'],
          summary,
          body: encryptedBodySchema,
          response: { 200: successEnvelope(registerValueSchema) },
        },
        config: { rateLimit: { max: registerPerMinute, timeWindow: '1 minute' } },
        preValidation: requireEncryptedBody,
      },
      async (request) => {
        const payload = await crypto.decryptJson(request.body.jwe);
        const value = await registration.register(payload, {
          method,
          ip: clientIp(request),
          device: clientDevice(request),
        });
        return { success: true as const, value };
      },
    );
  registerRoute(registrationPaths.register, 'username', 'Register by username (encrypted body)');
  registerRoute(
    registrationPaths.registerMobile,
    'mobile',
    'Register by mobile number; the username is the number (encrypted body)',
  );

  app.get(
    registrationPaths.affiliate,
    {
      schema: {
        tags: ['registration'],
        summary: "Whether an affiliate code is an agent's, and the agent's name",
        querystring: affiliateQuerySchema,
        response: { 200: successEnvelope(affiliateValueSchema) },
      },
      config: { rateLimit: AFFILIATE_RATE_LIMIT },
    },
    async (request) => ({ success: true as const, value: await registration.checkAffiliate(request.query) }),
  );

  app.patch(
    registrationPaths.operatorRules,
    {
      schema: {
        tags: ['operator'],
        summary: "Change registration fields' rules (operator)",
        body: registrationRulesUpdateSchema,
        response: { 200: successEnvelope(registrationRulesSchema) },
      },
      // Before the body is read: a non-operator learns nothing about what the body should be.
      onRequest: requireOperator,
    },
    async (request) => ({ success: true as const, value: await registration.updateRules(request.body) }),
  );
};
