// HTTP of missions (issue 15 item 7): the member's summary and claim (a real account), the week's
// leaderboard (visitors too), and the operator's missions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  leaderboardSchema,
  missionClaimSchema,
  missionSummarySchema,
  missionsPaths,
  operatorMissionSchema,
  operatorMissionsSchema,
} from '@playdeck/contract/missions';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
import type { MissionsService } from './missions.service';

const missionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const missionsRoutes: FastifyPluginAsyncZod<{ missions: MissionsService }> = async (
  app,
  { missions },
) => {
  const tags = ['missions'];

  app.get(
    missionsPaths.summary,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'The member’s missions, what can be claimed and the week’s mission points',
        response: { 200: successEnvelope(missionSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await missions.summary(signedInAccount(request), requestLanguage(request)),
    }),
  );

  app.post(
    missionsPaths.claim,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'Claim a met mission’s reward for the current period',
        params: missionParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(missionClaimSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await missions.claim(
        signedInAccount(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    missionsPaths.leaderboard,
    {
      schema: {
        tags,
        summary: 'The week’s mission leaderboard (visitors too)',
        querystring: z.unknown(),
        response: { 200: successEnvelope(leaderboardSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await missions.leaderboard(request.account, request.query),
    }),
  );
};

export const missionsOperatorRoutes: FastifyPluginAsyncZod<{ missions: MissionsService }> = async (
  app,
  { missions },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    missionsPaths.operatorList,
    {
      schema: {
        tags,
        summary: 'Every mission with its claims in the current period',
        response: { 200: successEnvelope(operatorMissionsSchema) },
      },
    },
    async () => ({ success: true as const, value: await missions.operatorList() }),
  );

  app.post(
    missionsPaths.operatorList,
    {
      schema: {
        tags,
        summary: 'Create a mission',
        body: z.unknown(),
        response: { 200: successEnvelope(operatorMissionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await missions.create(request.body, auditWriterOf(request)),
    }),
  );

  app.put(
    missionsPaths.operatorMission,
    {
      schema: {
        tags,
        summary: 'Replace a mission',
        params: missionParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(operatorMissionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await missions.replace(request.params.id, request.body, auditWriterOf(request)),
    }),
  );
};
