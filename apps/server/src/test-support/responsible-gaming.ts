// The member's responsible-gaming summary as the security centre reads it (GET /api/responsible-gaming).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ResponsibleGaming } from '@playdeck/contract/responsible-gaming';
import type { SignedInMember } from './payments';

export async function responsibleGamingOf(
  app: FastifyInstance,
  member: SignedInMember,
): Promise<ResponsibleGaming> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/responsible-gaming',
    headers: member.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}
