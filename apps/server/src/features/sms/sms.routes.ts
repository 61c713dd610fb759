// HTTP for sending SMS codes and for the country dialing codes the forms offer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  COUNTRY_CODES,
  countryCodesSchema,
  phoneAuthSchema,
  phoneAuthSettingsSchema,
  smsCodeRequestSchema,
  smsCodeValueSchema,
  smsPaths,
} from '@playdeck/contract/sms';
import { requireOperator } from '../../plugins/auth';
import { clientIp } from '../../plugins/client-ip';
import type { SmsService } from './sms.service';

/**
 * Requests a visitor may make a minute, whatever they ask for: the service's own throttles count
 * only codes sent, this also bounds the probing of which numbers are registered.
 */
export const SMS_CODE_RATE_PER_MINUTE = 10;

export const smsRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  app.post(
    smsPaths.code,
    {
      schema: {
        tags: ['sms'],
        summary: 'Send a verification code by SMS (login, register, reset or verify)',
        body: smsCodeRequestSchema,
        response: { 200: successEnvelope(smsCodeValueSchema) },
      },
      config: { rateLimit: { max: SMS_CODE_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await sms.sendCode({ ...request.body, ip: clientIp(request) }),
    }),
  );

  app.get(
    smsPaths.countryCodes,
    {
      schema: {
        tags: ['sms'],
        summary: 'Country dialing codes offered for mobile numbers',
        response: { 200: successEnvelope(countryCodesSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, value: [...COUNTRY_CODES] };
    },
  );

  app.get(
    smsPaths.phoneAuth,
    {
      schema: {
        tags: ['sms'],
        summary: 'Which flow SMS codes take: built-in, or the third-party provider and how to reach it',
        response: { 200: successEnvelope(phoneAuthSchema) },
      },
    },
    async () => ({ success: true as const, value: await sms.phoneAuth() }),
  );
};

/** The operator's phone-auth setting (console Site desk, "SMS codes" tab). */
export const smsOperatorRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  app.addHook('onRequest', requireOperator);
  app.get(
    smsPaths.operatorPhoneAuth,
    {
      schema: {
        tags: ['operator'],
        summary: 'Who sends SMS codes',
        response: { 200: successEnvelope(phoneAuthSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await sms.phoneAuthSettings() }),
  );
  app.put(
    smsPaths.operatorPhoneAuth,
    {
      schema: {
        tags: ['operator'],
        summary: 'Change who sends SMS codes',
        body: z.unknown(),
        response: { 200: successEnvelope(phoneAuthSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sms.updatePhoneAuthSettings(request.body),
    }),
  );
};
