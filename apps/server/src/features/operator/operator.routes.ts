// HTTP for the operator console's calls; every route here needs an operator session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { siteSettingsSchema, siteSettingsUpdateSchema, sitePaths } from '@playdeck/contract/site';
import { requireOperator } from '../../plugins/auth';
import type { SiteService } from '../site/site.service';

export const operatorRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.addHook('preHandler', requireOperator);

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
    async (request) => ({ success: true as const, value: await site.updateSettings(request.body) }),
  );
};
