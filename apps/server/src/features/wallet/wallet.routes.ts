// HTTP for the member's balance and the operator's ledger check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { fromMinor } from '@playdeck/contract/money';
import { balanceValueSchema, ledgerVerifySchema, walletPaths } from '@playdeck/contract/wallet';
import { requireAccount, requireOperator, signedInAccount } from '../../plugins/auth';
import type { SiteService } from '../site/site.service';
import type { WalletService } from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; site: SiteService }> = async (
  app,
  { wallet, site },
) => {
  app.get(
    walletPaths.balance,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Main-wallet balance',
        response: { 200: successEnvelope(balanceValueSchema) },
      },
      preHandler: requireAccount,
    },
    async (request) => ({
      success: true as const,
      value: {
        balance: fromMinor(await wallet.balanceOf(signedInAccount(request).id)),
        currencySymbol: (await site.scalarSettings()).currencySymbol,
      },
    }),
  );

  app.get(
    walletPaths.ledgerVerify,
    {
      schema: {
        tags: ['operator'],
        summary: 'Recompute every balance from its entries',
        response: { 200: successEnvelope(ledgerVerifySchema) },
      },
      preHandler: requireOperator,
    },
    async () => ({ success: true as const, value: await wallet.verify() }),
  );
};
