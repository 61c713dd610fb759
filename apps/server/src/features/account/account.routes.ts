// HTTP for member info.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountPaths, memberInfoSchema } from '@playdeck/contract/account';
import { successEnvelope } from '@playdeck/contract/envelope';
import { requireAccount, signedInAccount } from '../../plugins/auth';
import { toMemberInfo } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    accountPaths.member,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in member',
        response: { 200: successEnvelope(memberInfoSchema) },
      },
      preHandler: requireAccount,
      config: { allowDuringPasswordChange: true },
    },
    async (request) => ({
      success: true as const,
      value: {
        ...toMemberInfo(signedInAccount(request)),
        passwordChangeRequired: request.mustChangePassword,
      },
    }),
  );
};
