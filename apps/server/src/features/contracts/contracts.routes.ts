// HTTP of contracts and settlement: the agent's calls (401 visitors, 403 non-agents, before the
// request is read) and the operator's (an operator session).
import { auditWriterOf } from '../../plugins/audit-trail';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAgentType } from '@playdeck/contract/account';
import {
  billParamsSchema,
  billsPageSchema,
  billsQuerySchema,
  consolidatedSchema,
  contractAcceptPayloadSchema,
  contractParamsSchema,
  contractSchema,
  contractSettingsSchema,
  contractsPageSchema,
  contractsPaths,
  contractsQuerySchema,
  contractTerminatePayloadSchema,
  payDownlinePayloadSchema,
  payDownlineResultSchema,
  settlementRunSchema,
  settlementRunsSchema,
  topAgentsSchema,
} from '@playdeck/contract/contracts';
import { pageQuerySchema, successEnvelope } from '@playdeck/contract/envelope';
import { requireAccount, requireOperator, signedInAccount } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { ContractsService } from './contracts.service';
import type { SettlementService } from './settlement.service';

async function requireAgent(request: FastifyRequest, reply: FastifyReply) {
  await requireAccount(request, reply);
  if (!isAgentType(request.account!.type)) throw new AppError('FORBIDDEN', 403);
}

type Services = { contracts: ContractsService; settlement: SettlementService };

export const contractsAgentRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { contracts, settlement },
) => {
  app.addHook('onRequest', requireAgent);
  const tags = ['contracts'];

  app.get(
    contractsPaths.consolidated,
    {
      schema: {
        tags,
        summary: "The agent's contracts and offers per type",
        response: { 200: successEnvelope(consolidatedSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.consolidated(signedInAccount(request)),
    }),
  );

  app.post(
    contractsPaths.offers,
    {
      schema: {
        tags,
        summary: 'Offer a direct child agent a contract',
        body: z.unknown(),
        response: { 200: successEnvelope(contractSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.offer(signedInAccount(request), request.body),
    }),
  );

  app.get(
    contractsPaths.downlineContracts,
    {
      schema: {
        tags,
        summary: 'Contracts the agent issued to its direct children',
        querystring: contractsQuerySchema,
        response: { 200: successEnvelope(contractsPageSchema) },
      },
    },
    async (request) => {
      const agent = signedInAccount(request);
      const { holderId: _holder, ...query } = request.query;
      return { success: true as const, value: await contracts.list(query, { issuerId: agent.id }) };
    },
  );

  app.post(
    contractsPaths.accept,
    {
      schema: {
        tags,
        summary: 'Accept an offer',
        params: contractParamsSchema,
        body: contractAcceptPayloadSchema.optional(),
        response: { 200: successEnvelope(contractSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.accept(
        signedInAccount(request),
        request.params.id,
        request.body?.confirmTerminate ?? false,
      ),
    }),
  );

  app.post(
    contractsPaths.reject,
    {
      schema: {
        tags,
        summary: 'Reject an offer',
        params: contractParamsSchema,
        response: { 200: successEnvelope(contractSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.reject(signedInAccount(request), request.params.id),
    }),
  );

  app.post(
    contractsPaths.terminate,
    {
      schema: {
        tags,
        summary: "End a direct child's contract (and those below it)",
        params: contractParamsSchema,
        body: contractTerminatePayloadSchema.optional(),
        response: { 200: successEnvelope(contractSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.terminate(
        signedInAccount(request),
        request.params.id,
        request.body?.reason ?? '',
      ),
    }),
  );

  app.get(
    contractsPaths.income,
    {
      schema: {
        tags,
        summary: "The agent's bills of a type",
        querystring: billsQuerySchema,
        response: { 200: successEnvelope(billsPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await settlement.billsPage(request.query, signedInAccount(request).id),
    }),
  );

  app.post(
    contractsPaths.payDownline,
    {
      schema: {
        tags,
        summary: 'Pay what the agent still owes its children',
        body: payDownlinePayloadSchema.optional(),
        response: { 200: successEnvelope(payDownlineResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await settlement.payDownline(signedInAccount(request), request.body?.type),
    }),
  );
};

export const contractsOperatorRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { contracts, settlement },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    contractsPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Contract settings',
        response: { 200: successEnvelope(contractSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await contracts.settings() }),
  );

  app.put(
    contractsPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Change contract settings',
        body: z.unknown(),
        response: { 200: successEnvelope(contractSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.updateSettings(request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    contractsPaths.operatorContracts,
    {
      schema: {
        tags,
        summary: 'Every contract',
        querystring: contractsQuerySchema,
        response: { 200: successEnvelope(contractsPageSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await contracts.list(request.query, {}) }),
  );

  app.post(
    contractsPaths.operatorContracts,
    {
      schema: {
        tags,
        summary: 'Issue a platform contract to a top-level agent',
        body: z.unknown(),
        response: { 200: successEnvelope(contractSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.offer(null, request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    contractsPaths.operatorAgents,
    {
      schema: {
        tags,
        summary: 'The top-level agents, to issue platform contracts to',
        response: { 200: successEnvelope(topAgentsSchema) },
      },
    },
    async () => ({ success: true as const, value: await contracts.topAgents() }),
  );

  app.post(
    contractsPaths.operatorTerminate,
    {
      schema: {
        tags,
        summary: 'End a contract (and those below it)',
        params: contractParamsSchema,
        body: contractTerminatePayloadSchema.optional(),
        response: { 200: successEnvelope(contractSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await contracts.terminate(
        null,
        request.params.id,
        request.body?.reason ?? '',
        auditWriterOf(request),
      ),
    }),
  );

  app.get(
    contractsPaths.operatorBills,
    {
      schema: {
        tags,
        summary: 'Settlement bills',
        querystring: billsQuerySchema,
        response: { 200: successEnvelope(billsPageSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await settlement.billsPage(request.query) }),
  );

  for (const [path, decision] of [
    [contractsPaths.approveBill, 'approve'],
    [contractsPaths.denyBill, 'deny'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `${decision} a dividend bill waiting for review`,
          params: billParamsSchema,
          response: { 200: successEnvelope(z.null()) },
        },
      },
      async (request) => {
        await settlement.review(request.params.id, decision);
        return { success: true as const, value: null };
      },
    );
  }

  app.post(
    contractsPaths.run,
    {
      schema: {
        tags,
        summary: 'Settle a period now (the same code as the schedule)',
        body: z.unknown(),
        response: { 200: successEnvelope(settlementRunSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await settlement.runRequested(request.body) }),
  );

  app.get(
    contractsPaths.runs,
    {
      schema: {
        tags,
        summary: 'Settlement runs, newest first',
        querystring: pageQuerySchema,
        response: { 200: successEnvelope(settlementRunsSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await settlement.runs(request.query) }),
  );
};
