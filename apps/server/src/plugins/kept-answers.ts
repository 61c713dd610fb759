// Answers made once per value: for routes whose service answers the same object for as long as it
// holds (the lobby's lanes, and its game-list pages, which live as long as their catalogue snapshot),
// the answer is checked against the contract, serialized, encoded as UTF-8 and, for a client that
// accepts it, compressed on its first request only; every later request for the same value is sent
// the bytes already made. Zod serialization of every game list was the largest cost of the lobby's
// busiest call, encoding its Vietnamese names the next one (Node converts a string on every write),
// and compressing a 5 KB page on every request (what @fastify/compress does) would cost more than all
// the rest of the call.
//
// Such a route can also keep its answers by address (keptAnswerRoute): a request for an address
// already answered under the same version of the service's kept state is sent those bytes from the
// route's onRequest hook, after the site-wide checks (security headers, rate limit, session, site
// access) and before validation, handler and serializer, which would only make the same bytes again.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type {
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

type Encoding = 'br' | 'gzip';

/** A kept answer: its UTF-8 bytes, and each compressed form once a client asked for it. */
type KeptAnswer = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

/** Brotli at a quality that compresses a page in a fraction of a millisecond, as the plugin does. */
const BROTLI_QUALITY = 4;
/** Answers smaller than this go as they are (as @fastify/compress's threshold). */
const COMPRESS_MIN_BYTES = 1_024;

/** The kept answers by the buffer the serializer returned, which is the payload onSend receives. */
const keptByBody = new WeakMap<Buffer, KeptAnswer>();

/**
 * The zod serializer, remembering each answer's bytes by its value object (`value` of the envelope).
 * An answer without an object value (an error) is serialized as usual.
 */
export const keptAnswerSerializer: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
  const bodies = new WeakMap<object, Buffer>();
  return (data) => {
    const { value } = data as { value?: unknown };
    if (typeof value !== 'object' || value === null) return serialize(data);
    let body = bodies.get(value);
    if (body === undefined) {
      body = Buffer.from(serialize(data));
      bodies.set(value, body);
      keptByBody.set(body, { identity: body });
    }
    // Fastify sends a Buffer as it is; its serializer type only names strings.
    return body as unknown as string;
  };
};

/** Browsers send one of a few Accept-Encoding headers: each is read once (a bounded number kept). */
const encodingOfHeader = new Map<string, Encoding | undefined>();
const ENCODING_HEADERS_KEPT = 64;

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, when accepted with a
 * weight above zero (`*` accepts both); undefined for none.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (encodingOfHeader.has(header)) return encodingOfHeader.get(header);
  const encoding = readAcceptEncoding(header);
  if (encodingOfHeader.size >= ENCODING_HEADERS_KEPT) encodingOfHeader.clear();
  encodingOfHeader.set(header, encoding);
  return encoding;
}

function readAcceptEncoding(header: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

function compressed(answer: KeptAnswer, encoding: Encoding): Buffer {
  let body = answer[encoding];
  if (body === undefined) {
    body =
      encoding === 'br'
        ? brotliCompressSync(answer.identity, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.identity.length,
            },
          })
        : gzipSync(answer.identity);
    answer[encoding] = body;
  }
  return body;
}

/**
 * onSend for the routes serialized by keptAnswerSerializer: sends a kept answer in the encoding the
 * client accepts, made once. It runs before @fastify/compress's own hook, which leaves an answer
 * that already has a Content-Encoding alone.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) {
  const answer = Buffer.isBuffer(payload) ? keptByBody.get(payload) : undefined;
  if (answer === undefined || answer.identity.length < COMPRESS_MIN_BYTES) return done(null, payload);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return done(null, payload);
  const body = compressed(answer, encoding);
  reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  done(null, body);
}

/** Addresses kept per route at most (a bounded number; the oldest is forgotten first). */
const ADDRESSES_KEPT_MAX = 4_096;

type KeptRouteOptions = {
  /**
   * The service's version of what it keeps: the same number for as long as an address's answer
   * stays the same object; undefined when its kept state is stale (the request then goes through).
   */
  version: () => number | undefined;
  /** Requests never answered from what is kept (a forced reload). */
  passThrough?: (request: FastifyRequest) => boolean;
};

/** An address as the answer depends on it: the URL with its query, and the asked languages. */
const addressOf = (request: FastifyRequest) =>
  `${request.url}\u0000${request.headers['accept-language'] ?? ''}`;

/**
 * The options of a route whose answers are kept by value (keptAnswerSerializer, sendKeptAnswer) and
 * by address. An answer is kept only with a 200 and only under the version seen when its request
 * arrived, so that an answer made while the service's state changed is never kept as the new one.
 */
export function keptAnswerRoute(options: KeptRouteOptions) {
  let keptVersion: number | undefined;
  const byAddress = new Map<string, KeptAnswer>();
  const versionOfRequest = new WeakMap<FastifyRequest, number>();

  const onRequest: onRequestHookHandler = (request, reply, done) => {
    const version = options.version();
    if (version === undefined || options.passThrough?.(request)) return done();
    if (version !== keptVersion) {
      byAddress.clear();
      keptVersion = version;
    }
    const answer = byAddress.get(addressOf(request));
    if (answer === undefined) {
      versionOfRequest.set(request, version);
      return done();
    }
    // Sent as the handler's answer would be: sendKeptAnswer picks the encoding.
    reply.type('application/json; charset=utf-8').send(answer.identity);
  };

  const onSend: onSendHookHandler<unknown> = (request, reply, payload, done) => {
    const answer = Buffer.isBuffer(payload) ? keptByBody.get(payload) : undefined;
    const version = versionOfRequest.get(request);
    if (answer && version !== undefined && version === keptVersion && reply.statusCode === 200) {
      if (byAddress.size >= ADDRESSES_KEPT_MAX) byAddress.delete(byAddress.keys().next().value!);
      byAddress.set(addressOf(request), answer);
    }
    sendKeptAnswer(request, reply, payload, done);
  };

  return { serializerCompiler: keptAnswerSerializer, onRequest, onSend };
}
