// HTTP of the payment gateways: the signed callback (the signature covers the raw body, so this
// plugin — and only it, Fastify scopes parsers — reads JSON bodies as text and checks the signature
// before anything in the body is believed), and the built-in sandbox gateway's payment page with its
// pay and fail buttons (not in production).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  GATEWAY_SIGNATURE_HEADER,
  channelIdParamsSchema,
  gatewayCallbackValueSchema,
  paymentsPaths,
  referenceParamsSchema,
} from '@playdeck/contract/payments';
import { AppError } from '../../plugins/errors';
import type { PaymentsService } from './payments.service';

/** Gateway callbacks are a few hundred bytes. */
const CALLBACK_BODY_LIMIT_BYTES = 8_192;
/** Where the sandbox page sends the member back to. */
const RETURN_PATH = '/member?section=deposit';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function sandboxHtml(page: {
  reference: string;
  amount: string;
  channelName: string;
  status: string;
  siteName: string;
}) {
  const action = escapeHtml(paymentsPaths.sandboxComplete.replace(':reference', page.reference));
  const buttons =
    page.status === 'pending'
      ? `<form method="post" action="${action}">
  <button name="status" value="paid" class="pay">Pay ${escapeHtml(page.amount)}</button>
  <button name="status" value="failed" class="fail">Decline</button>
</form>`
      : `<p>This payment is ${escapeHtml(page.status)}.</p><p><a href="${RETURN_PATH}">Back to ${escapeHtml(page.siteName)}</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox gateway</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f8;color:#1b1d29;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #dfe1ea;border-radius:12px;padding:24px;width:min(360px,90vw)}
h1{font-size:18px;margin:0 0 4px}.note{color:#626779;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px}dt{color:#626779}dd{margin:0;font-weight:600}
form{display:flex;gap:8px}button{flex:1;height:40px;border-radius:8px;border:0;font-weight:600;cursor:pointer}
.pay{background:#6a4cff;color:#fff}.fail{background:#ebecf3;color:#1b1d29}
</style></head>
<body><main>
<h1>Sandbox payment gateway</h1>
<p class="note">A test gateway: no real money moves. Its callback is signed like a real gateway's.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(page.siteName)}</dd><dt>Channel</dt><dd>${escapeHtml(page.channelName)}</dd>
<dt>Reference</dt><dd>${escapeHtml(page.reference)}</dd><dt>Amount</dt><dd>${escapeHtml(page.amount)}</dd></dl>
${buttons}
</main></body></html>`;
}

export const paymentsGatewayRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
    (request, body, done) => {
      // The body stays text: the gateway adapter checks the signature, then parses it itself.
      rawBodies.set(request, body as string);
      done(null, undefined);
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    paymentsPaths.gatewayCallback,
    {
      // Gateways call from a few addresses for many members, each call authenticated by its signature;
      // like vendor callbacks they are answered under maintenance and from any country.
      config: { rateLimit: false, accessExempt: true },
      schema: {
        tags: ['payments'],
        summary: 'Gateway callback: credits or fails the deposit it names, once however often it arrives',
        description:
          'Signed: header X-Signature is the hex HMAC-SHA256 of the raw body with the channel secret ' +
          '(401 INVALID_SIGNATURE otherwise). Sandbox body: { reference, amount, status: paid|failed, gatewayTransactionId }.',
        params: channelIdParamsSchema,
        response: { 200: successEnvelope(gatewayCallbackValueSchema) },
      },
    },
    async (request) => {
      const header = request.headers[GATEWAY_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      return {
        success: true as const,
        value: await payments.deposits.callback(
          request.params.channelId,
          rawBodies.get(request) ?? '',
          signature,
        ),
      };
    },
  );

  app.get(
    paymentsPaths.sandboxPage,
    {
      schema: {
        tags: ['payments'],
        summary: "The sandbox gateway's payment page (HTML; not in production)",
        params: referenceParamsSchema,
      },
      config: { answersDocument: true },
    },
    async (request, reply) => {
      const page = await payments.sandbox.page(request.params.reference);
      return reply.type('text/html; charset=utf-8').send(sandboxHtml(page));
    },
  );

  app.post(
    paymentsPaths.sandboxComplete,
    {
      schema: {
        tags: ['payments'],
        summary:
          "The sandbox page's buttons: it sends its signed callback, then returns the member to the site",
        params: referenceParamsSchema,
        body: z.object({ status: z.enum(['paid', 'failed']) }),
      },
    },
    async (request, reply) => {
      try {
        await payments.sandbox.complete(request.params.reference, request.body.status);
      } catch (error) {
        // A second click after the payment was decided changes nothing; the member goes back either way.
        if (!(error instanceof AppError && error.code === 'PAYMENT_STATE_CONFLICT')) throw error;
      }
      return reply.redirect(RETURN_PATH, 303);
    },
  );
};
