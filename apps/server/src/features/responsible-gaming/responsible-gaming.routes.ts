// HTTP of responsible gaming (issue 19 item 5): a real member's limits and breaks from play.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  depositLimitsRequestSchema,
  exclusionRequestSchema,
  exclusionSchema,
  lossLimitsRequestSchema,
  operatorResponsibleGamingQuerySchema,
  operatorPayoutRequestSchema,
  operatorPayoutSchema,
  operatorResponsibleGamingSchema,
  playSessionSchema,
  playSettingsRequestSchema,
  responsibleGamingPaths,
  responsibleGamingSchema,
} from '@playdeck/contract/responsible-gaming';
import type { Withdrawal } from '@playdeck/contract/payments';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import type { AuditActor } from '../audit/audit.service';
import type { ResponsibleGamingService } from './responsible-gaming.service';

/** The member changing their own limits, for the audit trail (every change to a limit is in it). */
function actorOf(request: FastifyRequest): AuditActor {
  const account = signedInAccount(request);
  return { accountId: account.id, username: account.username, ip: request.ip };
}

export const responsibleGamingRoutes: FastifyPluginAsyncZod<{
  responsibleGaming: ResponsibleGamingService;
}> = async (app, { responsibleGaming }) => {
  app.addHook('onRequest', requireRealAccount);
  const tags = ['responsible-gaming'];
  app.get(
    responsibleGamingPaths.summary,
    {
      schema: {
        tags,
        summary: "The member's deposit limits, what each leaves, and a break in force",
        response: { 200: successEnvelope(responsibleGamingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGaming.summary(signedInAccount(request).id),
    }),
  );
  app.put(
    responsibleGamingPaths.depositLimits,
    {
      schema: {
        tags,
        summary: 'Sets the deposit limits per 24 hours, 7 days and 30 days (a raise waits 24 hours)',
        body: depositLimitsRequestSchema,
        response: { 200: successEnvelope(responsibleGamingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGaming.setDepositLimits(
        signedInAccount(request).id,
        request.body,
        actorOf(request),
      ),
    }),
  );
  app.put(
    responsibleGamingPaths.lossLimits,
    {
      schema: {
        tags,
        summary:
          'Sets the loss limits (stakes less winnings) per 24 hours, 7 days and 30 days (a raise waits 24 hours)',
        body: lossLimitsRequestSchema,
        response: { 200: successEnvelope(responsibleGamingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGaming.setLossLimits(
        signedInAccount(request).id,
        request.body,
        actorOf(request),
      ),
    }),
  );
  app.put(
    responsibleGamingPaths.playSettings,
    {
      schema: {
        tags,
        summary:
          'Sets the reality check (at once) and the session-time limit (a raise or a removal waits 24 hours)',
        body: playSettingsRequestSchema,
        response: { 200: successEnvelope(responsibleGamingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGaming.setPlaySettings(
        signedInAccount(request).id,
        request.body,
        actorOf(request),
      ),
    }),
  );
  app.get(
    responsibleGamingPaths.session,
    {
      schema: {
        tags,
        summary: 'This sign-in for the reality check: its start and end, and the money staked and won since',
        response: { 200: successEnvelope(playSessionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGaming.playSession(signedInAccount(request).id, request.sessionToken!),
    }),
  );
  app.post(
    responsibleGamingPaths.exclusion,
    {
      schema: {
        tags,
        summary: 'Starts a time-out or a self-exclusion, which ends every session at once',
        body: exclusionRequestSchema,
        response: { 200: successEnvelope(exclusionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGaming.startBreak(
        signedInAccount(request).id,
        request.body,
        request.ip,
        actorOf(request),
      ),
    }),
  );
};

/**
 * The operator's look at one member's limits and breaks (read only, they are the member's own), and
 * the payout of the balance of a member on a break, who cannot sign in to withdraw it.
 */
export const responsibleGamingOperatorRoutes: FastifyPluginAsyncZod<{
  responsibleGaming: ResponsibleGamingService;
  /** Withdraws the member's whole withdrawable balance to their bank account (payments). */
  payOut: (accountId: number) => Promise<Withdrawal>;
}> = async (app, { responsibleGaming, payOut }) => {
  app.addHook('onRequest', requireOperator);
  app.get(
    responsibleGamingPaths.operatorMember,
    {
      schema: {
        tags: ['operator'],
        summary: "A member's deposit limits, session-time limit, reality check and every break from play",
        querystring: operatorResponsibleGamingQuerySchema,
        response: { 200: successEnvelope(operatorResponsibleGamingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await responsibleGaming.memberView(request.query.username),
    }),
  );
  app.post(
    responsibleGamingPaths.operatorPayout,
    {
      schema: {
        tags: ['operator'],
        summary:
          'Pays out the balance of a member on a time-out or a self-exclusion (a withdrawal awaiting its decision)',
        body: operatorPayoutRequestSchema,
        response: { 200: successEnvelope(operatorPayoutSchema) },
      },
    },
    async (request) => {
      const member = await responsibleGaming.memberOnBreak(request.body.username);
      const withdrawal = await payOut(member.id);
      return {
        success: true as const,
        value: {
          withdrawalId: withdrawal.id,
          amount: withdrawal.amount,
          bankName: withdrawal.bankName,
          accountNumber: withdrawal.accountNumberMasked,
        },
      };
    },
  );
};
