// HTTP of points (issue 15): the rules and the goods for everyone (visitors read them too), the
// member's balance, redemptions, transaction detail, redeem and convert (a real account; redeem and
// convert arrive encrypted, as SPEC.md §7 asks), and the operator's settings, goods and decisions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { idParamsSchema } from '@playdeck/contract/payments';
import {
  operatorPointsGoodSchema,
  operatorPointsGoodsSchema,
  operatorRedemptionSchema,
  operatorRedemptionsSchema,
  pointsBalanceSchema,
  pointsConfigSchema,
  pointsConversionSchema,
  pointsEntriesSchema,
  pointsGoodsSchema,
  pointsPaths,
  pointsRedemptionSchema,
  pointsRedemptionsSchema,
  pointsSettingsSchema,
} from '@playdeck/contract/points';
import { encryptedBodySchema } from '@playdeck/contract/session';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import { requestLanguage } from '../../plugins/i18n';
import { perAccountRateLimit } from '../../plugins/security';
import type { PointsService } from './points.service';

/** Redeem and convert check the payment password: a few presses a minute are plenty. */
const SPENDS_PER_MINUTE = 30;

export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService; crypto: RequestCrypto }> = async (
  app,
  { points, crypto },
) => {
  const tags = ['points'];
  const limited = perAccountRateLimit(SPENDS_PER_MINUTE);

  app.get(
    pointsPaths.config,
    {
      schema: {
        tags,
        summary: 'Points rates and conversion rules (visitors too)',
        response: { 200: successEnvelope(pointsConfigSchema) },
      },
    },
    async () => ({ success: true as const, value: await points.config() }),
  );

  app.get(
    pointsPaths.goods,
    {
      schema: {
        tags,
        summary: 'The mall’s goods in the reader’s language (visitors too)',
        response: { 200: successEnvelope(pointsGoodsSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await points.goods(requestLanguage(request)) }),
  );

  app.get(
    pointsPaths.balance,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'The member’s points balance',
        response: { 200: successEnvelope(pointsBalanceSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await points.balance(signedInAccount(request).id) }),
  );

  app.get(
    pointsPaths.redemptions,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'The member’s redemptions (status filter)',
        querystring: z.unknown(),
        response: { 200: successEnvelope(pointsRedemptionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.redemptions(signedInAccount(request).id, request.query, requestLanguage(request)),
    }),
  );

  app.get(
    pointsPaths.entries,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'The member’s points transaction detail (type filter)',
        querystring: z.unknown(),
        response: { 200: successEnvelope(pointsEntriesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.entries(signedInAccount(request).id, request.query),
    }),
  );

  app.post(
    pointsPaths.redeem,
    {
      config: limited,
      onRequest: requireRealAccount,
      preValidation: requireEncryptedBody,
      schema: {
        tags,
        summary: 'Redeem a good (encrypted: goodId, quantity, paymentPassword, requestId)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(pointsRedemptionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.redeem(
        signedInAccount(request),
        await crypto.decryptJson(request.body.jwe),
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    pointsPaths.convert,
    {
      config: limited,
      onRequest: requireRealAccount,
      preValidation: requireEncryptedBody,
      schema: {
        tags,
        summary: 'Convert points to money (encrypted: points, paymentPassword, requestId)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(pointsConversionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.convert(signedInAccount(request), await crypto.decryptJson(request.body.jwe)),
    }),
  );
};

export const pointsOperatorRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (
  app,
  { points },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    pointsPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Points rates and conversion',
        response: { 200: successEnvelope(pointsSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await points.settings() }),
  );

  app.put(
    pointsPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Change points rates and conversion',
        body: z.unknown(),
        response: { 200: successEnvelope(pointsSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.updateSettings(request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    pointsPaths.operatorGoods,
    {
      schema: {
        tags,
        summary: 'Every good of the mall, with the units redeemed',
        response: { 200: successEnvelope(operatorPointsGoodsSchema) },
      },
    },
    async () => ({ success: true as const, value: await points.operatorGoods() }),
  );

  app.post(
    pointsPaths.operatorGoods,
    {
      schema: {
        tags,
        summary: 'Add a good',
        body: z.unknown(),
        response: { 200: successEnvelope(operatorPointsGoodSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.createGood(request.body, auditWriterOf(request)),
    }),
  );

  app.put(
    pointsPaths.operatorGood,
    {
      schema: {
        tags,
        summary: 'Replace a good',
        params: idParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(operatorPointsGoodSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.replaceGood(request.params.id, request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    pointsPaths.operatorRedemptions,
    {
      schema: {
        tags,
        summary: 'Members’ redemptions, newest first (status filter)',
        querystring: z.unknown(),
        response: { 200: successEnvelope(operatorRedemptionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.operatorRedemptions(request.query, requestLanguage(request)),
    }),
  );

  app.post(
    pointsPaths.operatorRedemption,
    {
      schema: {
        tags,
        summary: 'Approve or reject a redemption (a rejection gives the points and the stock back)',
        params: idParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(operatorRedemptionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.decide(
        request.params.id,
        request.body,
        requestLanguage(request),
        auditWriterOf(request),
      ),
    }),
  );
};
