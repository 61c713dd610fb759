// HTTP for the operator console's calls; every route here needs an operator session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { siteSettingsSchema, siteSettingsUpdateSchema, sitePaths } from '@playdeck/contract/site';
import { requireOperator } from '../../plugins/auth';
import { auditWriterOf } from '../../plugins/audit-trail';
import { z } from 'zod';
import { ipLockPaths, ipLockSchema } from '@playdeck/contract/session';
import type { SessionService } from '../session/session.service';
import type { SiteService } from '../site/site.service';

export const operatorRoutes: FastifyPluginAsyncZod<{ site: SiteService; sessions: SessionService }> = async (
  app,
  { site, sessions },
) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    sitePaths.operatorSettings,
    {
      schema: {
        tags: ['operator'],
        summary: 'Site settings',
        response: { 200: successEnvelope(siteSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await site.settings() }),
  );

  app.patch(
    sitePaths.operatorSettings,
    {
      schema: {
        tags: ['operator'],
        summary: 'Change site settings (maintenance, block list, resources, whitelabel flags…)',
        body: siteSettingsUpdateSchema,
        response: { 200: successEnvelope(siteSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await site.updateSettings(request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    ipLockPaths.list,
    {
      schema: {
        tags: ['operator'],
        summary: 'IPs locked after repeated failed sign-ins',
        response: { 200: successEnvelope(z.array(ipLockSchema)) },
      },
    },
    async () => ({
      success: true as const,
      value: (await sessions.listIpLocks()).map((lock) => ({
        ip: lock.ip,
        reason: lock.reason,
        lockedAt: lock.lockedAt.toISOString(),
      })),
    }),
  );

  app.delete(
    ipLockPaths.unlock,
    {
      schema: {
        tags: ['operator'],
        summary: 'Unlock an IP (and forget its failed sign-ins)',
        params: z.object({ ip: z.string().min(1).max(64) }),
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await sessions.unlockIp(request.params.ip);
      return { success: true as const, value: null };
    },
  );
};
