// Builds the Fastify application from its dependencies: plugins first, then every feature's routes.
// Nothing here listens or opens connections; server.ts and the tests do that.
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './plugins/config';
import type { DatabaseHandle } from './plugins/database';
import { createRequestCrypto } from './plugins/crypto';
import { errorsPlugin } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { accessPlugin } from './plugins/access';
import { securityPlugin } from './plugins/security';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { createSiteService } from './features/site/site.service';
import { siteRoutes } from './features/site/site.routes';
import { createSessionService } from './features/session/session.service';
import { sessionRoutes } from './features/session/session.routes';
import { accountRoutes } from './features/account/account.routes';
import { createLobbyService } from './features/lobby/lobby.service';
import { lobbyRoutes } from './features/lobby/lobby.routes';
import { createContentService } from './features/content/content.service';
import { contentRoutes } from './features/content/content.routes';
import { operatorRoutes } from './features/operator/operator.routes';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  /** Pino logger options; false for tests. */
  logger?: boolean | { level: string };
};

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp({
  config,
  database,
  redis,
  logger = false,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const crypto = await createRequestCrypto(db);
  const site = createSiteService({ db, encryptionKey: crypto.publicKey });
  const sessions = createSessionService({ db, site });
  const lobby = createLobbyService({ db });
  const content = createContentService({ db });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { redis, ratePerMinute: config.RATE_LIMIT_PER_MINUTE });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { sessions });
  await app.register(accessPlugin, { site });

  app.get('/healthz', { schema: { hide: true }, config: { accessExempt: true } }, async () => {
    await db.execute('select 1');
    return { success: true, value: { status: 'ok', database: database.kind } };
  });
  await app.register(siteRoutes, { site });
  await app.register(sessionRoutes, { sessions, crypto });
  await app.register(accountRoutes);
  await app.register(lobbyRoutes, { lobby });
  await app.register(contentRoutes, { content });
  await app.register(operatorRoutes, { site });
  await app.register(webPlugin, { distDir: config.WEB_DIST ?? DEFAULT_WEB_DIST });

  return app;
}
