// HTTP of the audit trail: the operator searches it; there is no call that changes it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { auditPageSchema, auditPaths, auditQuerySchema } from '@playdeck/contract/audit';
import { requireOperator } from '../../plugins/auth';
import type { AuditService } from './audit.service';

export const auditOperatorRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.addHook('onRequest', requireOperator);
  app.get(
    auditPaths.operatorList,
    {
      schema: {
        tags: ['operator'],
        summary:
          'The audit trail, newest first: every operator action and change (who, what, before, after, when, IP)',
        querystring: auditQuerySchema,
        response: { 200: successEnvelope(auditPageSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await audit.search(request.query) }),
  );
};
