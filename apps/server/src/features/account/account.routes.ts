// HTTP for member info and the authenticator (TOTP) set-up of the security centre.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountPaths,
  memberInfoSchema,
  totpEnableSchema,
  totpSetupSchema,
} from '@playdeck/contract/account';
import { successEnvelope } from '@playdeck/contract/envelope';
import type { Database } from '../../plugins/database';
import { requireAccount, requireRealAccount, signedInAccount } from '../../plugins/auth';
import type { SiteService } from '../site/site.service';
import { beginTotpSetup, confirmTotpSetup, toMemberInfo, type MemberVip } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  site: SiteService;
  /** The VIP feature's level of the member (vipLabelName, vipRankLevel). */
  memberVip: (account: { id: number; type: number }) => Promise<MemberVip>;
}> = async (app, { db, site, memberVip }) => {
  app.get(
    accountPaths.member,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in member',
        response: { 200: successEnvelope(memberInfoSchema) },
      },
      onRequest: requireAccount,
      config: { allowDuringPasswordChange: true },
    },
    async (request) => {
      const account = signedInAccount(request);
      return {
        success: true as const,
        value: {
          ...toMemberInfo(account, await memberVip(account)),
          passwordChangeRequired: request.mustChangePassword,
        },
      };
    },
  );

  app.post(
    accountPaths.totpSetup,
    {
      schema: {
        tags: ['account'],
        summary: 'Start authenticator set-up: a new secret and its otpauth URL (QR code)',
        response: { 200: successEnvelope(totpSetupSchema) },
      },
      onRequest: requireRealAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await beginTotpSetup(db, signedInAccount(request), (await site.scalarSettings()).siteName),
    }),
  );

  app.post(
    accountPaths.totpEnable,
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm authenticator set-up with a code from the app',
        body: totpEnableSchema,
        response: { 200: successEnvelope(z.null()) },
      },
      onRequest: requireRealAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await confirmTotpSetup(db, signedInAccount(request), request.body.code);
      return { success: true as const, value: null };
    },
  );
};
