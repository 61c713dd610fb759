// HTTP for the start-up call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { permissionSchema, sitePaths } from '@playdeck/contract/site';
import type { SiteService } from './site.service';
import { clientIp } from '../../plugins/client-ip';

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    sitePaths.permission,
    {
      schema: {
        tags: ['site'],
        summary: 'Start-up state: system status, whitelabel flags, resources, encryption key',
        response: { 200: successEnvelope(permissionSchema) },
      },
      config: { accessExempt: true },
    },
    async (request) => ({ success: true as const, value: await site.permission(clientIp(request)) }),
  );
};
