// HTTP for the member's balance and the operator's ledger check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { fromMinor } from '@playdeck/contract/money';
import {
  balanceChannelOf,
  balanceValueSchema,
  ledgerVerifySchema,
  walletPaths,
  walletStreamAuthSchema,
  type WalletStreamMessage,
} from '@playdeck/contract/wallet';
import type { Bus } from '../../plugins/bus';
// The websocket route option and socket type come from the plugin's type augmentation.
import type {} from '@fastify/websocket';
import { requireAccount, requireOperator, signedInAccount } from '../../plugins/auth';
import type { SiteService } from '../site/site.service';
import type { WalletService } from './wallet.service';

/** A socket that has not authenticated by then is closed, so idle sockets cannot pile up. */
const STREAM_AUTH_TIMEOUT_MS = 10_000;

export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  site: SiteService;
  bus: Bus;
  /** The member account id behind a session token, or undefined. */
  accountOfToken: (token: string) => Promise<number | undefined>;
}> = async (app, { wallet, site, bus, accountOfToken }) => {
  app.get(
    walletPaths.balance,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Main-wallet balance',
        response: { 200: successEnvelope(balanceValueSchema) },
      },
      onRequest: requireAccount,
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
      onRequest: requireOperator,
    },
    async () => ({ success: true as const, value: await wallet.verify() }),
  );

  app.get(
    walletPaths.stream,
    {
      websocket: true,
      schema: {
        tags: ['wallet'],
        summary: 'WebSocket: balance pushed after every change (auth by first message)',
      },
    },
    (socket) => {
      let unsubscribe: (() => void) | undefined;
      let authenticating = false;
      const send = (message: WalletStreamMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const authTimer = setTimeout(() => socket.close(4401, 'auth timeout'), STREAM_AUTH_TIMEOUT_MS);
      socket.on('message', (data: Buffer) => {
        if (authenticating) return;
        authenticating = true;
        let parsed: ReturnType<typeof walletStreamAuthSchema.safeParse>;
        try {
          parsed = walletStreamAuthSchema.safeParse(JSON.parse(data.toString('utf8')));
        } catch {
          parsed = walletStreamAuthSchema.safeParse(undefined);
        }
        if (!parsed.success) {
          send({ type: 'error', code: 'VALIDATION_FAILED' });
          socket.close(4400, 'invalid');
          return;
        }
        void accountOfToken(parsed.data.token).then(async (accountId) => {
          clearTimeout(authTimer);
          if (socket.readyState !== socket.OPEN) return;
          if (accountId === undefined) {
            send({ type: 'error', code: 'NOT_LOGGED_IN' });
            socket.close(4401, 'not logged in');
            return;
          }
          const subscription = bus.subscribe(balanceChannelOf(accountId), (payload) => {
            const { balance } = payload as { balance: string };
            send({ type: 'balance', balance });
          });
          unsubscribe = subscription;
          // The balance is read once changes made on any process reach this socket: none falls between.
          await subscription.ready;
          send({ type: 'balance', balance: fromMinor(await wallet.balanceOf(accountId)) });
        });
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        unsubscribe?.();
      });
    },
  );
};
