// HTTP of VIP: the member's status (a real account: trial members are refused like every member-only
// call), and the operator's ladder (operator role only). Reading the status evaluates the member, so a
// level just reached is recorded and its bonus paid before the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { vipLadderSchema, vipLevelSchema, vipPaths, vipStatusSchema } from '@playdeck/contract/vip';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import type { VipService } from './vip.service';

export const vipRoutes: FastifyPluginAsyncZod<{ vip: VipService }> = async (app, { vip }) => {
  app.get(
    vipPaths.status,
    {
      schema: {
        tags: ['vip'],
        summary: "The member's VIP level, progress to the next level, the ladder and the upgrade history",
        response: { 200: successEnvelope(vipStatusSchema) },
      },
      onRequest: requireRealAccount,
    },
    async (request) => ({ success: true as const, value: await vip.status(signedInAccount(request)) }),
  );

  app.get(
    vipPaths.operatorLevels,
    {
      schema: {
        tags: ['operator'],
        summary: 'The VIP ladder: levels, thresholds and upgrade bonuses',
        response: { 200: successEnvelope(z.array(vipLevelSchema)) },
      },
      onRequest: requireOperator,
    },
    async () => ({ success: true as const, value: await vip.operatorLevels() }),
  );

  app.put(
    vipPaths.operatorLevels,
    {
      schema: {
        tags: ['operator'],
        summary: 'Replace the VIP ladder (an empty list turns VIP off)',
        body: vipLadderSchema,
        response: { 200: successEnvelope(z.array(vipLevelSchema)) },
      },
      // Before the body is validated: a non-operator is refused whatever it sends.
      onRequest: requireOperator,
    },
    async (request) => ({
      success: true as const,
      value: await vip.replaceLevels(request.body, auditWriterOf(request)),
    }),
  );
};
