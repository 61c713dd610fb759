// HTTP of the seamless-wallet protocol (DESIGN.md "Game vendors"). The signature covers the raw
// body, so this plugin (and only this plugin: Fastify scopes content-type parsers to it) reads JSON
// bodies as text, keeps the text for the check and parses it with Fastify's own safe parser. The
// signature is checked before the body is validated or even found to be JSON, so an unsigned caller
// learns nothing from our answers.
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  VENDOR_SIGNATURE_HEADER,
  vendorBalanceRequestSchema,
  vendorBalanceValueSchema,
  vendorCodeParamsSchema,
  vendorCreditRequestSchema,
  vendorDebitRequestSchema,
  vendorMovementValueSchema,
  vendorRollbackRequestSchema,
  vendorWalletPaths,
} from '@playdeck/contract/vendors';
import type { VendorRow, VendorsService } from './vendors.service';

/** Protocol bodies are a few hundred bytes; anything far larger is not a vendor call. */
const VENDOR_BODY_LIMIT_BYTES = 16_384;

export const vendorRoutes: FastifyPluginAsyncZod<{ vendors: VendorsService }> = async (app, { vendors }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseErrors = new WeakMap<FastifyRequest, FastifyError>();
  const signedBy = new WeakMap<FastifyRequest, VendorRow>();
  const parseJson = app.getDefaultJsonParser('error', 'error');

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: VENDOR_BODY_LIMIT_BYTES },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      // A parse failure is reported after the signature check (preValidation), not before it.
      parseJson(request, body as string, (error, parsed) => {
        if (error) parseErrors.set(request, error as FastifyError);
        done(null, error ? undefined : parsed);
      });
    },
  );

  app.addHook('preValidation', async (request) => {
    const { vendorCode } = request.params as { vendorCode: string };
    const header = request.headers[VENDOR_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    signedBy.set(request, await vendors.authenticate(vendorCode, rawBodies.get(request) ?? '', signature));
    const parseError = parseErrors.get(request);
    if (parseError) throw parseError;
  });

  const vendorOf = (request: FastifyRequest) => signedBy.get(request)!;
  // Vendor servers call from a few addresses on behalf of many players, and every call is
  // authenticated by its signature: the per-address member limit would cut rounds off halfway.
  const config = { rateLimit: false } as const;
  const description =
    'Signed: header X-Signature is the hex HMAC-SHA256 of the raw body with the vendor secret ' +
    '(401 INVALID_SIGNATURE otherwise).';

  app.post(
    vendorWalletPaths.balance,
    {
      config,
      schema: {
        tags: ['vendor'],
        description,
        summary: 'Seamless wallet: the member balance',
        params: vendorCodeParamsSchema,
        body: vendorBalanceRequestSchema,
        response: { 200: successEnvelope(vendorBalanceValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await vendors.balance(vendorOf(request), request.body),
    }),
  );

  app.post(
    vendorWalletPaths.debit,
    {
      config,
      schema: {
        tags: ['vendor'],
        description,
        summary: 'Seamless wallet: take a bet, opening or adding to its round (idempotent)',
        params: vendorCodeParamsSchema,
        body: vendorDebitRequestSchema,
        response: { 200: successEnvelope(vendorMovementValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await vendors.debit(vendorOf(request), request.body),
    }),
  );

  app.post(
    vendorWalletPaths.credit,
    {
      config,
      schema: {
        tags: ['vendor'],
        description,
        summary: 'Seamless wallet: settle a round with its payout, 0.00 for a loss (idempotent)',
        params: vendorCodeParamsSchema,
        body: vendorCreditRequestSchema,
        response: { 200: successEnvelope(vendorMovementValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await vendors.credit(vendorOf(request), request.body),
    }),
  );

  app.post(
    vendorWalletPaths.rollback,
    {
      config,
      schema: {
        tags: ['vendor'],
        description,
        summary: 'Seamless wallet: cancel a debit, even one not yet received (idempotent)',
        params: vendorCodeParamsSchema,
        body: vendorRollbackRequestSchema,
        response: { 200: successEnvelope(vendorMovementValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await vendors.rollback(vendorOf(request), request.body),
    }),
  );
};
