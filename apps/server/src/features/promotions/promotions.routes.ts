// HTTP of promotions: the list for everyone (a visitor sees it read-only), the member's actions, the
// reward centre and turnover (a real account), and the operator's promotions, reviews and locks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { uploadBodyLimitBytes } from '@playdeck/contract/images';
import {
  memberPromotionSchema,
  memberPromotionsSchema,
  operatorTurnoverLockSchema,
  operatorTurnoverLocksSchema,
  promotionEntriesSchema,
  promotionEntrySchema,
  promotionParamsSchema,
  promotionSchema,
  promotionsPaths,
  turnoverStateSchema,
} from '@playdeck/contract/promotions';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
import type { PromotionsService } from './promotions.service';

/** Three images of 5 MB in base64, with room for the note and the JSON around them. */
const APPLICATION_BODY_LIMIT_BYTES = uploadBodyLimitBytes(64 * 1024);

export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  const tags = ['promotions'];

  app.get(
    promotionsPaths.list,
    {
      schema: {
        tags,
        summary: 'Promotions with the reader’s state',
        response: { 200: successEnvelope(memberPromotionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.list(request.account, requestLanguage(request)),
    }),
  );

  app.get(
    promotionsPaths.rewards,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'What the member can claim now',
        response: { 200: successEnvelope(memberPromotionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.rewards(signedInAccount(request), requestLanguage(request)),
    }),
  );

  app.get(
    promotionsPaths.turnover,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'Bonus turnover locks and what can be withdrawn',
        response: { 200: successEnvelope(turnoverStateSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.turnover(signedInAccount(request).id, requestLanguage(request)),
    }),
  );

  for (const [path, action] of [
    [promotionsPaths.join, 'join'],
    [promotionsPaths.sign, 'sign'],
    [promotionsPaths.claim, 'claim'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: requireRealAccount,
        schema: {
          tags,
          summary: `${action} a promotion`,
          params: promotionParamsSchema,
          response: { 200: successEnvelope(memberPromotionSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        value: await promotions[action](
          signedInAccount(request),
          request.params.id,
          requestLanguage(request),
        ),
      }),
    );
  }

  app.post(
    promotionsPaths.apply,
    {
      onRequest: requireRealAccount,
      bodyLimit: APPLICATION_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Apply with images',
        params: promotionParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(memberPromotionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.apply(
        signedInAccount(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
    }),
  );
};

export const promotionsOperatorRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    promotionsPaths.operatorList,
    {
      schema: {
        tags,
        summary: 'Every promotion',
        response: { 200: successEnvelope(z.object({ list: z.array(promotionSchema) })) },
      },
    },
    async () => ({ success: true as const, value: await promotions.operatorList() }),
  );

  app.post(
    promotionsPaths.operatorList,
    {
      schema: {
        tags,
        summary: 'Create a promotion',
        body: z.unknown(),
        response: { 200: successEnvelope(promotionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.create(request.body, auditWriterOf(request)),
    }),
  );

  app.put(
    promotionsPaths.operatorOne,
    {
      schema: {
        tags,
        summary: 'Replace a promotion',
        params: promotionParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(promotionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.replace(request.params.id, request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    promotionsPaths.operatorEntries,
    {
      schema: {
        tags,
        summary: 'Members’ entries and applications',
        querystring: z.unknown(),
        response: { 200: successEnvelope(promotionEntriesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.entriesPage(request.query, requestLanguage(request)),
    }),
  );

  app.post(
    promotionsPaths.operatorReview,
    {
      schema: {
        tags,
        summary: 'Approve or reject an application',
        params: promotionParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(promotionEntrySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.review(
        request.params.id,
        request.body,
        requestLanguage(request),
        auditWriterOf(request),
      ),
    }),
  );

  app.get(
    promotionsPaths.operatorLocks,
    {
      schema: {
        tags,
        summary: 'Bonus turnover locks',
        querystring: z.unknown(),
        response: { 200: successEnvelope(operatorTurnoverLocksSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await promotions.locksPage(request.query) }),
  );

  app.post(
    promotionsPaths.operatorCancelLock,
    {
      schema: {
        tags,
        summary: 'Cancel an unmet bonus (moved back, with a reason)',
        params: promotionParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(operatorTurnoverLockSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await promotions.cancelLock(request.params.id, request.body, auditWriterOf(request)),
    }),
  );
};
