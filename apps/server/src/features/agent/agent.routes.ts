// HTTP of the agent centre: every call is an agent's. A visitor is answered 401 and a signed-in
// non-agent 403 before anything of the request is read; the team bound itself is in the service's SQL.
// The register centre and the transfer to a downline travel encrypted (a password, a payment password).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAgentType } from '@playdeck/contract/account';
import {
  agentCreatedAccountSchema,
  agentOverviewQuerySchema,
  agentOverviewSchema,
  agentPaths,
  agentProfitLossSchema,
  agentTransactionsQuerySchema,
  agentTransactionsSchema,
  downlineParamsSchema,
  downlinesQuerySchema,
  downlinesSchema,
  downlineTransferSchema,
  inviteLinkCreateSchema,
  inviteLinkParamsSchema,
  inviteLinkSchema,
  inviteLinksSchema,
  inviteLinkUpdateSchema,
  profitLossQuerySchema,
  teamBetsQuerySchema,
  teamBetsSchema,
} from '@playdeck/contract/agent';
import { successEnvelope } from '@playdeck/contract/envelope';
import { encryptedBodySchema } from '@playdeck/contract/session';
import { requireAccount, signedInAccount } from '../../plugins/auth';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import { AppError } from '../../plugins/errors';
import { requestLanguage } from '../../plugins/i18n';
import { perAccountRateLimit } from '../../plugins/security';
import type { AgentService, RequestOrigin } from './agent.service';

/** Accounts, invite links and transfers an agent makes per minute: plenty by hand, few for a script. */
const CHANGES_PER_MINUTE = 20;

/** onRequest: a signed-in agent (401 NOT_LOGGED_IN for a visitor, 403 FORBIDDEN for anyone else). */
async function requireAgent(request: FastifyRequest, reply: FastifyReply) {
  await requireAccount(request, reply);
  if (!isAgentType(request.account!.type)) throw new AppError('FORBIDDEN', 403);
}

function originOf(request: FastifyRequest): RequestOrigin {
  return { protocol: request.protocol, host: request.host, hostname: request.hostname };
}

export const agentRoutes: FastifyPluginAsyncZod<{ agent: AgentService; crypto: RequestCrypto }> = async (
  app,
  { agent, crypto },
) => {
  // Before validation, so that a visitor or a member learns nothing from the answers to bad input.
  app.addHook('onRequest', requireAgent);
  const tags = ['agent'];
  const limited = perAccountRateLimit(CHANGES_PER_MINUTE);

  app.get(
    agentPaths.overview,
    {
      schema: {
        tags,
        summary: "The team's figures over a period of site days, and per day",
        querystring: agentOverviewQuerySchema,
        response: { 200: successEnvelope(agentOverviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.overview(signedInAccount(request), request.query),
    }),
  );

  app.post(
    agentPaths.accounts,
    {
      config: limited,
      preValidation: requireEncryptedBody,
      schema: {
        tags,
        summary:
          'Register centre: a member or a sub-agent under the agent (encrypted: username, password?, type)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(agentCreatedAccountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.createAccount(signedInAccount(request), await crypto.decryptJson(request.body.jwe)),
    }),
  );

  app.get(
    agentPaths.inviteLinks,
    {
      schema: {
        tags,
        summary: "The agent's invite links with their registrations",
        response: { 200: successEnvelope(inviteLinksSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { list: await agent.inviteLinks(signedInAccount(request), originOf(request)) },
    }),
  );

  app.post(
    agentPaths.inviteLinks,
    {
      config: limited,
      schema: {
        tags,
        summary: 'A new invite link (the code given, or 8 letters and digits)',
        body: inviteLinkCreateSchema,
        response: { 200: successEnvelope(inviteLinkSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.createInviteLink(signedInAccount(request), request.body, originOf(request)),
    }),
  );

  app.patch(
    agentPaths.inviteLink,
    {
      config: limited,
      schema: {
        tags,
        summary: "Switch one of the agent's invite links on or off",
        params: inviteLinkParamsSchema,
        body: inviteLinkUpdateSchema,
        response: { 200: successEnvelope(inviteLinkSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.updateInviteLink(
        signedInAccount(request),
        request.params.code,
        request.body.enabled,
        originOf(request),
      ),
    }),
  );

  app.get(
    agentPaths.downlines,
    {
      schema: {
        tags,
        summary: 'A page of the direct children of the agent, or of a descendant (parentId)',
        querystring: downlinesQuerySchema,
        response: { 200: successEnvelope(downlinesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.downlines(signedInAccount(request), request.query),
    }),
  );

  app.post(
    agentPaths.downlineTransfer,
    {
      config: limited,
      preValidation: requireEncryptedBody,
      schema: {
        tags,
        summary: "Money to a direct child's wallet (encrypted: amount, paymentPassword, requestId?)",
        params: downlineParamsSchema,
        body: encryptedBodySchema,
        response: { 200: successEnvelope(downlineTransferSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.transferToChild(
        signedInAccount(request),
        request.params.accountId,
        await crypto.decryptJson(request.body.jwe),
      ),
    }),
  );

  app.get(
    agentPaths.teamBets,
    {
      schema: {
        tags,
        summary: "The team's rounds of a period, newest first, with totals over the filtered set",
        querystring: teamBetsQuerySchema,
        response: { 200: successEnvelope(teamBetsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.teamBets(signedInAccount(request), request.query, requestLanguage(request)),
    }),
  );

  app.get(
    agentPaths.profitLoss,
    {
      schema: {
        tags,
        summary: 'Profit and loss: the account itself, each direct child’s team, and the total',
        querystring: profitLossQuerySchema,
        response: { 200: successEnvelope(agentProfitLossSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.profitLoss(signedInAccount(request), request.query),
    }),
  );

  app.get(
    agentPaths.transactions,
    {
      schema: {
        tags,
        summary: "The agent's own main-wallet movements of a period",
        querystring: agentTransactionsQuerySchema,
        response: { 200: successEnvelope(agentTransactionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await agent.transactions(signedInAccount(request), request.query),
    }),
  );
};
