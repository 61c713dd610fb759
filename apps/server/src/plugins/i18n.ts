// API messages in the caller's language, chosen from Accept-Language (DESIGN.md "API conventions").
import type { FastifyRequest } from 'fastify';
import {
  formatMessage,
  isMessageKey,
  pickMessageLanguage,
  type MessageLanguage,
} from '@playdeck/contract/messages';

export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return pickMessageLanguage(request.headers['accept-language']);
}

export function translate(
  request: FastifyRequest,
  key: string,
  params?: Record<string, string | number>,
): string {
  const language = requestLanguage(request);
  return isMessageKey(key)
    ? formatMessage(key, language, params)
    : formatMessage('error.INTERNAL_ERROR', language);
}
