// Starts Playdeck: reads the configuration, opens the database (PGlite under DATA_DIR, or PostgreSQL
// when DATABASE_URL is set), applies migrations, seeds demo data (with the agent tree) into an empty
// database, listens, and closes everything on SIGINT/SIGTERM.
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './plugins/config';
import { openDatabase } from './plugins/database';
import { settleDemoPeriods } from './seed/contracts-demo';
import { DEMO_TIME_ZONE_OFFSET_MINUTES, seedDemoData } from './seed/demo-data';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? {
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        replicaUrl: config.DATABASE_REPLICA_URL,
      }
    : { kind: 'pglite', dataDir: join(resolve(config.DATA_DIR), 'pglite') },
);
await database.migrate();
const seeded = config.SEED_DEMO_DATA && (await seedDemoData(database.db, { agentTree: true }));
if (seeded) {
  console.log(
    'Demo data seeded: member demo / Demo2026, agent agent1 / Agent2026, operator operator / Operator2026; ' +
      'the agent tree (agent2, agent1a… / Agent2026, members such as tuananh92 / Player2026)',
  );
}
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  : undefined;

const app = await buildApp({ config, database, redis, logger: { level: config.LOG_LEVEL } });
// The demo contracts' past weeks, settled once through the same code as the schedule.
if (seeded) await settleDemoPeriods(database.db, app.settlement, new Date(), DEMO_TIME_ZONE_OFFSET_MINUTES);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  redis?.disconnect();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
if (config.RUN_JOBS) app.scheduler.start();
// From the process's start: loading the code, opening and migrating the database, building the app.
const startupMs = Math.round(process.uptime() * 1_000);
console.log(
  `Playdeck is running on http://localhost:${config.PORT} (database: ${database.kind}, ${process.env.NODE_ENV ?? 'development'}, started in ${startupMs} ms)`,
);
