// HTTP of referral (issue 15): the member's code, friends and earnings (a real account), and the
// operator's settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  referralEarningsSchema,
  referralFriendsSchema,
  referralPaths,
  referralSettingsSchema,
  referralSummarySchema,
} from '@playdeck/contract/referral';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import type { ReferralService } from './referral.service';

export const referralRoutes: FastifyPluginAsyncZod<{ referral: ReferralService }> = async (
  app,
  { referral },
) => {
  const tags = ['referral'];
  app.get(
    referralPaths.summary,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'The member’s referral code, friends and earnings',
        response: { 200: successEnvelope(referralSummarySchema) },
      },
    },
    async (request) => ({ success: true as const, value: await referral.summary(signedInAccount(request)) }),
  );
  app.get(
    referralPaths.friends,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'Friends registered with the member’s code',
        querystring: z.unknown(),
        response: { 200: successEnvelope(referralFriendsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await referral.friends(signedInAccount(request), request.query),
    }),
  );
  app.get(
    referralPaths.earnings,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'Referral earnings paid to the member',
        querystring: z.unknown(),
        response: { 200: successEnvelope(referralEarningsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await referral.earnings(signedInAccount(request), request.query),
    }),
  );
};

export const referralOperatorRoutes: FastifyPluginAsyncZod<{ referral: ReferralService }> = async (
  app,
  { referral },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];
  app.get(
    referralPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Referral settings',
        response: { 200: successEnvelope(referralSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await referral.settings() }),
  );
  app.put(
    referralPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Change the referral settings',
        body: z.unknown(),
        response: { 200: successEnvelope(referralSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await referral.updateSettings(request.body, auditWriterOf(request)),
    }),
  );
};
