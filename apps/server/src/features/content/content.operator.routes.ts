// HTTP of the operator's content desk (operator role only): announcements, notices and banners
// (write, change, take down), help topics and the legal licence per language (write or replace).
// HTML is sanitised by the service before it is stored; notices are plain text.
import { auditWriterOf } from '../../plugins/audit-trail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementInputSchema,
  bannerInputSchema,
  contentPaths,
  helpTopicInputSchema,
  helpTopicParamsSchema,
  idParamsSchema,
  licenceInputSchema,
  licenceParamsSchema,
  licenceSchema,
  noticeInputSchema,
  operatorAnnouncementSchema,
  operatorBannerSchema,
  operatorHelpTopicSchema,
  operatorNoticeSchema,
} from '@playdeck/contract/content';
import { successEnvelope } from '@playdeck/contract/envelope';
import { requireOperator } from '../../plugins/auth';
import type { ContentService } from './content.service';

export const contentOperatorRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    contentPaths.operatorAnnouncements,
    {
      schema: {
        tags: ['operator'],
        summary: 'Every announcement, live or not, in every language',
        response: { 200: successEnvelope(z.array(operatorAnnouncementSchema)) },
      },
    },
    async () => ({ success: true as const, value: await content.operatorAnnouncements() }),
  );

  app.post(
    contentPaths.operatorAnnouncements,
    {
      schema: {
        tags: ['operator'],
        summary: 'Publish an announcement (content HTML is sanitised)',
        body: announcementInputSchema,
        response: { 200: successEnvelope(operatorAnnouncementSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.createAnnouncement(request.body, auditWriterOf(request)),
    }),
  );

  app.put(
    contentPaths.operatorAnnouncement,
    {
      schema: {
        tags: ['operator'],
        summary: 'Change an announcement',
        params: idParamsSchema,
        body: announcementInputSchema,
        response: { 200: successEnvelope(operatorAnnouncementSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.updateAnnouncement(request.params.id, request.body, auditWriterOf(request)),
    }),
  );

  app.delete(
    contentPaths.operatorAnnouncement,
    {
      schema: {
        tags: ['operator'],
        summary: 'Take an announcement down',
        params: idParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await content.deleteAnnouncement(request.params.id, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );

  app.put(
    contentPaths.operatorLicence,
    {
      schema: {
        tags: ['operator'],
        summary: 'Publish the legal licence in a language (content HTML is sanitised)',
        params: licenceParamsSchema,
        body: licenceInputSchema,
        response: { 200: successEnvelope(licenceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.saveLicence(request.params.lang, request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    contentPaths.operatorNotices,
    {
      schema: {
        tags: ['operator'],
        summary: 'Every notice, live, future or expired, newest first',
        response: { 200: successEnvelope(z.array(operatorNoticeSchema)) },
      },
    },
    async () => ({ success: true as const, value: await content.operatorNotices() }),
  );

  app.post(
    contentPaths.operatorNotices,
    {
      schema: {
        tags: ['operator'],
        summary: 'Publish a notice (plain text, for the header bell and marquee)',
        body: noticeInputSchema,
        response: { 200: successEnvelope(operatorNoticeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.createNotice(request.body, auditWriterOf(request)),
    }),
  );

  app.put(
    contentPaths.operatorNotice,
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a notice',
        params: idParamsSchema,
        body: noticeInputSchema,
        response: { 200: successEnvelope(operatorNoticeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.updateNotice(request.params.id, request.body, auditWriterOf(request)),
    }),
  );

  app.delete(
    contentPaths.operatorNotice,
    {
      schema: {
        tags: ['operator'],
        summary: 'Take a notice down',
        params: idParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await content.deleteNotice(request.params.id, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );

  app.get(
    contentPaths.operatorHelpTopics,
    {
      schema: {
        tags: ['operator'],
        summary: 'Every help topic in every language',
        response: { 200: successEnvelope(z.array(operatorHelpTopicSchema)) },
      },
    },
    async () => ({ success: true as const, value: await content.operatorHelpTopics() }),
  );

  app.put(
    contentPaths.operatorHelpTopic,
    {
      schema: {
        tags: ['operator'],
        summary: 'Write or replace the help topic of a code (the /help#code anchor) in a language',
        params: helpTopicParamsSchema,
        body: helpTopicInputSchema,
        response: { 200: successEnvelope(operatorHelpTopicSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.saveHelpTopic(
        request.params.code,
        request.params.lang,
        request.body,
        auditWriterOf(request),
      ),
    }),
  );

  app.delete(
    contentPaths.operatorHelpTopic,
    {
      schema: {
        tags: ['operator'],
        summary: 'Take the help topic of a code down in a language',
        params: helpTopicParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await content.deleteHelpTopic(request.params.code, request.params.lang, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );

  app.get(
    contentPaths.operatorBanners,
    {
      schema: {
        tags: ['operator'],
        summary: 'Every banner, enabled or not, of every group and language',
        response: { 200: successEnvelope(z.array(operatorBannerSchema)) },
      },
    },
    async () => ({ success: true as const, value: await content.operatorBanners() }),
  );

  app.post(
    contentPaths.operatorBanners,
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a banner (picture: a site path or an https address)',
        body: bannerInputSchema,
        response: { 200: successEnvelope(operatorBannerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.createBanner(request.body, auditWriterOf(request)),
    }),
  );

  app.put(
    contentPaths.operatorBanner,
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a banner',
        params: idParamsSchema,
        body: bannerInputSchema,
        response: { 200: successEnvelope(operatorBannerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.updateBanner(request.params.id, request.body, auditWriterOf(request)),
    }),
  );

  app.delete(
    contentPaths.operatorBanner,
    {
      schema: {
        tags: ['operator'],
        summary: 'Take a banner down',
        params: idParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await content.deleteBanner(request.params.id, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );
};
