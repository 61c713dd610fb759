// HTTP for password change, forgot by e-mail and reset by phone. Change and reset carry passwords
// and travel encrypted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { forgotByEmailSchema, passwordPaths, resetByPhoneValueSchema } from '@playdeck/contract/password';
import { encryptedBodySchema } from '@playdeck/contract/session';
import { requireRealAccount, signedInAccount } from '../../plugins/auth';
import { clientIp } from '../../plugins/client-ip';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import type { PasswordService } from './password.service';

export const passwordRoutes: FastifyPluginAsyncZod<{
  passwords: PasswordService;
  crypto: RequestCrypto;
}> = async (app, { passwords, crypto }) => {
  app.post(
    passwordPaths.change,
    {
      schema: {
        tags: ['password'],
        summary: 'Change password (encrypted: oldPassword, newPassword, confirmNewPassword)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(z.literal(true)) },
      },
      preValidation: requireEncryptedBody,
      onRequest: requireRealAccount,
      config: { allowDuringPasswordChange: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await passwords.change(signedInAccount(request), await crypto.decryptJson(request.body.jwe));
      return { success: true as const, value: true as const };
    },
  );

  app.post(
    passwordPaths.forgotByEmail,
    {
      schema: {
        tags: ['password'],
        summary: 'E-mail a temporary password',
        body: forgotByEmailSchema,
        response: { 200: successEnvelope(z.literal(true)) },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      await passwords.forgotByEmail(request.body, clientIp(request));
      return { success: true as const, value: true as const };
    },
  );

  app.post(
    passwordPaths.resetByPhone,
    {
      schema: {
        tags: ['password'],
        summary: 'Set a new password after an SMS code (encrypted)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(resetByPhoneValueSchema) },
      },
      preValidation: requireEncryptedBody,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await passwords.resetByPhone(await crypto.decryptJson(request.body.jwe), clientIp(request)),
    }),
  );
};
