// HTTP of the operator's members and agents desk (operator role only): the search, a member's page,
// and the actions on a member, each with a reason; each action's audit entry is written in its own
// transaction by the service, through the request's audit writer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  marketingAudienceSchema,
  memberAdjustmentResultSchema,
  memberAdjustmentSchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberMoveSchema,
  memberReasonSchema,
  memberSearchPageSchema,
  memberSearchQuerySchema,
  memberUnlockIpSchema,
  membersPaths,
} from '@playdeck/contract/members';
import { requireOperator } from '../../plugins/auth';
import { auditWriterOf } from '../../plugins/audit-trail';
import type { MembersService } from './members.service';

export const membersOperatorRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];
  const done = { 200: successEnvelope(z.null()) };

  app.get(
    membersPaths.search,
    {
      schema: {
        tags,
        summary: 'Members and agents by username (start), id, mobile, e-mail or sign-in IP',
        querystring: memberSearchQuerySchema,
        response: { 200: successEnvelope(memberSearchPageSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await members.search(request.query) }),
  );

  app.get(
    membersPaths.marketingAudience,
    {
      schema: {
        tags,
        summary:
          'Members an off-site campaign may reach (active, with a contact, never on a time-out or a self-exclusion)',
        response: { 200: successEnvelope(marketingAudienceSchema) },
      },
    },
    async () => ({ success: true as const, value: await members.marketingAudience() }),
  );

  app.get(
    membersPaths.detail,
    {
      schema: {
        tags,
        summary:
          "A member's page: profile, tree, balances, ledger moves, rounds, payments, bonuses, sign-ins",
        params: memberIdParamsSchema,
        response: { 200: successEnvelope(memberDetailSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await members.detail(request.params.id) }),
  );

  const reasonAction = (
    path: string,
    summary: string,
    run: (id: number, reason: string, audit: ReturnType<typeof auditWriterOf>) => Promise<void>,
  ) =>
    app.post(
      path,
      { schema: { tags, summary, params: memberIdParamsSchema, body: memberReasonSchema, response: done } },
      async (request) => {
        await run(request.params.id, request.body.reason, auditWriterOf(request));
        return { success: true as const, value: null };
      },
    );

  reasonAction(membersPaths.lock, 'Lock an account: it cannot sign in and its sessions end', members.lock);
  reasonAction(membersPaths.unlock, 'Unlock an account', members.unlock);
  reasonAction(
    membersPaths.resetPassword,
    'Reset the password to the site default, to be changed at the next sign-in',
    members.resetPassword,
  );
  reasonAction(membersPaths.endSessions, 'End every session of the account', members.endSessions);

  app.post(
    membersPaths.move,
    {
      schema: {
        tags,
        summary: 'Move an account, with its team, under another agent',
        params: memberIdParamsSchema,
        body: memberMoveSchema,
        response: done,
      },
    },
    async (request) => {
      const { agentUsername, reason } = request.body;
      await members.move(request.params.id, agentUsername, reason, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );

  app.post(
    membersPaths.adjustBalance,
    {
      schema: {
        tags,
        summary: 'Credit or debit the main wallet against the adjustment account (never below zero)',
        params: memberIdParamsSchema,
        body: memberAdjustmentSchema,
        response: { 200: successEnvelope(memberAdjustmentResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await members.adjustBalance(request.params.id, request.body, auditWriterOf(request)),
    }),
  );

  app.post(
    membersPaths.unlockIp,
    {
      schema: {
        tags,
        summary: 'Unlock an IP locked after repeated failed sign-ins',
        params: memberIdParamsSchema,
        body: memberUnlockIpSchema,
        response: done,
      },
    },
    async (request) => {
      const { ip, reason } = request.body;
      await members.unlockIp(request.params.id, ip, reason, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );
};
