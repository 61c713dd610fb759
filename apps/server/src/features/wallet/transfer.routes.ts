// HTTP of the transfer wallet and the transfer to upline (real members only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { encryptedBodySchema } from '@playdeck/contract/session';
import {
  merchantWalletSchema,
  uplineSchema,
  walletPaths,
  walletTransferSchema,
} from '@playdeck/contract/wallet';
import { requireRealAccount, signedInAccount } from '../../plugins/auth';
import { perAccountRateLimit } from '../../plugins/security';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import type { TransferService } from './transfer.service';

const TRANSFERS_PER_MINUTE = 30;

export const transferRoutes: FastifyPluginAsyncZod<{
  transfers: TransferService;
  crypto: RequestCrypto;
}> = async (app, { transfers, crypto }) => {
  app.addHook('onRequest', requireRealAccount);
  const tags = ['wallet'];
  const limited = perAccountRateLimit(TRANSFERS_PER_MINUTE);

  app.get(
    walletPaths.merchant,
    {
      schema: {
        tags,
        summary: 'Merchant wallet: isSingle, the main balance and each transfer vendor’s balance',
        response: { 200: successEnvelope(merchantWalletSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transfers.merchantWallet(signedInAccount(request).id),
    }),
  );

  app.post(
    walletPaths.transfer,
    {
      config: limited,
      schema: {
        tags,
        summary: "Transfer fund between the main wallet ('main') and a transfer vendor's wallet",
        body: walletTransferSchema,
        response: { 200: successEnvelope(merchantWalletSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transfers.move(signedInAccount(request).id, request.body),
    }),
  );

  app.post(
    walletPaths.transferAllBack,
    {
      config: limited,
      schema: {
        tags,
        summary: 'Every transfer vendor wallet back to the main wallet',
        response: { 200: successEnvelope(merchantWalletSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transfers.allBack(signedInAccount(request).id),
    }),
  );

  app.get(
    walletPaths.upline,
    {
      schema: {
        tags,
        summary: "The member's agent (the only account it may transfer to) and its balance",
        response: { 200: successEnvelope(uplineSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transfers.upline(signedInAccount(request).id),
    }),
  );

  app.post(
    walletPaths.uplineTransfer,
    {
      config: limited,
      preValidation: requireEncryptedBody,
      schema: {
        tags,
        summary: 'Transfer to upline (encrypted: amount, paymentPassword, requestId?)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(uplineSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transfers.toUpline(
        signedInAccount(request).id,
        await crypto.decryptJson(request.body.jwe),
      ),
    }),
  );
};
