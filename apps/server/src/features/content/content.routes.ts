// HTTP for site content. The language is the `lang` query when given, else Accept-Language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementsQuerySchema,
  announcementsValueSchema,
  bannerSchema,
  bannersQuerySchema,
  contentPaths,
  helpTopicSchema,
  languageQuerySchema,
  licenceSchema,
  noticeSchema,
} from '@playdeck/contract/content';
import { successEnvelope } from '@playdeck/contract/envelope';
import { requestLanguage } from '../../plugins/i18n';
import type { ContentService } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    contentPaths.notices,
    {
      schema: {
        tags: ['content'],
        summary: 'Live notices, newest first',
        querystring: languageQuerySchema,
        response: { 200: successEnvelope(z.array(noticeSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.notices(request.query.lang ?? requestLanguage(request)),
    }),
  );

  app.get(
    contentPaths.help,
    {
      schema: {
        tags: ['content'],
        summary: 'Help topics (footer links and help centre)',
        querystring: languageQuerySchema,
        response: { 200: successEnvelope(z.array(helpTopicSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.helpTopics(request.query.lang ?? requestLanguage(request)),
    }),
  );

  app.get(
    contentPaths.banners,
    {
      schema: {
        tags: ['content'],
        summary: 'Banners of a group (w_home carousel, w_reg, w_leftmenu) in their order',
        querystring: bannersQuerySchema,
        response: { 200: successEnvelope(z.array(bannerSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.banners(request.query.groupName, request.query.lang ?? requestLanguage(request)),
    }),
  );

  app.get(
    contentPaths.announcements,
    {
      schema: {
        tags: ['content'],
        summary:
          'Live announcements, 9 per page: every one for the list, or with execution (A signed in, F first sign-in, B anonymous) only those popups',
        querystring: announcementsQuerySchema,
        response: { 200: successEnvelope(announcementsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.announcements({
        ...request.query,
        lang: request.query.lang ?? requestLanguage(request),
      }),
    }),
  );

  app.get(
    contentPaths.licence,
    {
      schema: {
        tags: ['content'],
        summary: "The operator's legal licence, or null while none is published",
        querystring: languageQuerySchema,
        response: { 200: successEnvelope(licenceSchema.nullable()) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.licence(request.query.lang ?? requestLanguage(request)),
    }),
  );
};
