// The OpenAPI document of every route, built from the contract's zod schemas, at /api/openapi.json.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Playdeck API',
          version: '0.1.0',
          description: 'Member, agent, operator and vendor calls.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true }, config: { accessExempt: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
