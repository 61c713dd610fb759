// HTTP for the captcha picture.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaPaths, captchaSchema } from '@playdeck/contract/captcha';
import { successEnvelope } from '@playdeck/contract/envelope';
import type { CaptchaService } from './captcha.service';

/** Drawing a picture costs a few milliseconds of CPU: one visitor gets at most this many a minute. */
export const CAPTCHA_RATE_PER_MINUTE = 30;

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get(
    captchaPaths.captcha,
    {
      schema: {
        tags: ['captcha'],
        summary: 'A new captcha: its id and its picture (data URL of a PNG)',
        response: { 200: successEnvelope(captchaSchema) },
      },
      // Exempt from maintenance and blocks: an operator signing in then may still be asked for one.
      config: { accessExempt: true, rateLimit: { max: CAPTCHA_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      // A captcha is single use: a cached one would be refused.
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await captcha.issue() };
    },
  );
};
