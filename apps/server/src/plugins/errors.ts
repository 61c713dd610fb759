// The one place where errors become HTTP answers (CONVENTIONS.md): every failure leaves as the
// envelope { success: false, code, message, fields? } with a translated message, and a 5xx never
// carries an internal message or a stack trace.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ErrorCode, ErrorEnvelope } from '@playdeck/contract/envelope';
import {
  formatMessage,
  isMessageKey,
  pickMessageLanguage,
  type MessageKey,
} from '@playdeck/contract/messages';
import { translate } from './i18n';
import { describeError, isUnavailableError } from './readiness';

/** A per-field message: a catalogue key, with placeholder values when its text has any. */
export type FieldMessage = MessageKey | { key: MessageKey; params?: Record<string, string | number> };

/** A failure a service raises on purpose; the error plugin turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly options: {
      /** Per-field messages; with `issues` too, a field keeps the issue's message (the first one). */
      fields?: Record<string, FieldMessage>;
      issues?: ValidationIssue[];
      value?: unknown;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }

  /**
   * A 400 with per-field messages from a failed zod parse done inside a service (e.g. a decrypted
   * body), plus any messages the service found itself, so that the caller hears of every field at once.
   */
  static fromZod(error: z.ZodError, fields?: Record<string, FieldMessage>): AppError {
    return new AppError('VALIDATION_FAILED', 400, {
      issues: error.issues.map((issue) => {
        const { path, code, message, ...params } = issue;
        return { instancePath: `/${path.join('/')}`, keyword: code, message, params };
      }),
      ...(fields ? { fields } : {}),
    });
  }
}

type ValidationIssue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Picks the catalogue message for one zod issue: the schema's own key when it set one, else by kind. */
export function messageForIssue(issue: ValidationIssue): {
  key: MessageKey;
  params: Record<string, string | number>;
} {
  if (issue.message && isMessageKey(issue.message)) {
    return { key: issue.message, params: { ...boundsOf(issue.params), ...customParams(issue.params) } };
  }
  const params = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.message?.includes('received undefined')
        ? { key: 'validation.required', params: {} }
        : { key: 'validation.invalidType', params: { expected: String(params.expected ?? '') } };
    case 'too_small':
      return params.origin === 'string' || params.origin === 'array'
        ? { key: 'validation.tooShort', params: boundsOf(params) }
        : { key: 'validation.tooSmall', params: boundsOf(params) };
    case 'too_big':
      return params.origin === 'string' || params.origin === 'array'
        ? { key: 'validation.tooLong', params: boundsOf(params) }
        : { key: 'validation.tooBig', params: boundsOf(params) };
    case 'invalid_value':
      return { key: 'validation.invalidOption', params: {} };
    case 'unrecognized_keys':
      return {
        key: 'validation.unknownField',
        params: { keys: ([] as unknown[]).concat(params.keys ?? []).join(', ') },
      };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/** The placeholder values a refinement gave its custom issue (zod's `params`), e.g. { max: 93 }. */
function customParams(params: Record<string, unknown>): Record<string, string | number> {
  const given = params.params;
  if (typeof given !== 'object' || given === null) return {};
  return Object.fromEntries(
    Object.entries(given).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

function boundsOf(params: Record<string, unknown>): Record<string, string | number> {
  const bounds: Record<string, string | number> = {};
  if (typeof params.minimum === 'number' || typeof params.minimum === 'bigint')
    bounds.min = Number(params.minimum);
  if (typeof params.maximum === 'number' || typeof params.maximum === 'bigint')
    bounds.max = Number(params.maximum);
  return bounds;
}

function fieldName(instancePath: string, request: FastifyRequest, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || request.url;
}

/** Per-field messages, the first issue of each field only (SPEC.md §5). */
function validationFields(
  request: FastifyRequest,
  issues: ValidationIssue[],
  context?: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue.instancePath, request, context);
    if (name in fields) continue;
    const { key, params } = messageForIssue(issue);
    fields[name] = translate(request, key, params);
  }
  return fields;
}

const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', status: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_JSON', status: 400 },
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'NOT_LOGGED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  extra: Partial<Pick<ErrorEnvelope, 'fields' | 'value'>> & { params?: Record<string, string | number> } = {},
) {
  const body: ErrorEnvelope = {
    success: false,
    code,
    message: translate(reply.request, `error.${code}`, extra.params),
    ...(extra.fields ? { fields: extra.fields } : {}),
    ...(extra.value !== undefined ? { value: extra.value } : {}),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The AppError's field messages in the reader's language: zod issues first, then the service's own. */
function appErrorFields(request: FastifyRequest, error: AppError): Record<string, string> | undefined {
  const { issues, fields } = error.options;
  if (!issues && !fields) return undefined;
  const translated = issues ? validationFields(request, issues) : {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (name in translated) continue;
    translated[name] =
      typeof message === 'string'
        ? translate(request, message)
        : translate(request, message.key, message.params);
  }
  return translated;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const fields = appErrorFields(request, error);
    return sendError(reply, error.statusCode, error.code, {
      fields,
      value: error.options.value,
      params: error.options.params,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(request, error.validation as ValidationIssue[], error.validationContext);
    return sendError(reply, 400, 'VALIDATION_FAILED', { fields });
  }
  const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (framework) return sendError(reply, framework.status, framework.code);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, STATUS_CODES[status] ?? 'VALIDATION_FAILED');
  }
  // The database or Redis is out of reach (restarting, failed over, network): a 503 the client may
  // retry, on one log line; the transaction it was in was rolled back, so nothing is half-written.
  if (isUnavailableError(error)) {
    request.log.warn({ error: describeError(error), url: request.url }, 'dependency unavailable: 503');
    reply.header('retry-after', '5');
    return sendError(reply, 503, 'SERVICE_UNAVAILABLE');
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'INTERNAL_ERROR');
}

/** What Node's HTTP parser refuses before Fastify sees a request, as status and envelope code. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode }> = {
  // The request line counts towards the header limit: an over-long URL lands here too.
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'HEADERS_TOO_LARGE' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT' },
};
const CLIENT_ERROR_OTHERWISE = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST' as const };

/**
 * Fastify's clientErrorHandler: a request the HTTP parser could not read (an over-long URL or
 * header, a malformed request line, a request too slow to arrive) is answered in the error envelope
 * like every other failure, in the language its Accept-Language asked for when that much was read,
 * instead of the framework's bare text. The connection is closed after it, as the parser's state is lost.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, code } = CLIENT_ERRORS[error.code ?? ''] ?? CLIENT_ERROR_OTHERWISE;
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(
    Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '',
  )?.[1];
  const body: ErrorEnvelope = {
    success: false,
    code,
    message: formatMessage(`error.${code}`, pickMessageLanguage(acceptLanguage)),
  };
  const payload = Buffer.from(JSON.stringify(body));
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const head =
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
