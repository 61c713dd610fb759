// Real outages for the readiness and shutdown tests: a redis-server child process started and killed
// on a free port, and a TCP relay in front of the local PostgreSQL that can be stopped (every
// connection cut, nothing listening) and started again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** A loopback port nothing listens on (the OS picked it for a moment, then it was released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Waits until `probe` answers true, polling; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export type RedisChild = { port: number; url: string; start(): Promise<void>; kill(): Promise<void> };

/** `redis-server --port <port> --save ''` as a child process, started and killed at will. */
export async function redisChild(port?: number): Promise<RedisChild> {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const handle: RedisChild = {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(chosen), '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitFor(`redis-server on ${chosen}`, () => canConnect(chosen));
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
  };
  await handle.start();
  return handle;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export type Relay = { port: number; start(): Promise<void>; stop(): Promise<void> };

/** A TCP relay from a loopback port to `target` (the local PostgreSQL): stop() cuts every connection. */
export async function tcpRelay(targetPort: number, port?: number): Promise<Relay> {
  const chosen = port ?? (await freePort());
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    port: chosen,
    async start() {
      server = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      await new Promise<void>((done) => server!.listen(chosen, '127.0.0.1', done));
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise((done) => server!.close(done));
      server = undefined;
    },
  };
}

export type RelayedDatabase = {
  /** The throw-away database's name on the PostgreSQL server. */
  name: string;
  /** Its address through the relay (port and database replaced). */
  url: string;
  relay: Relay;
};

/**
 * A throw-away database on the PostgreSQL server at `serverUrl`, reached through a relay that is not
 * started yet (nothing listens on its port until then). `cleanups` gets the relay's stop and the
 * database's drop, in the order to run them backwards.
 */
export async function relayedDatabase(
  serverUrl: string,
  prefix: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<RelayedDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  const relay = await tcpRelay(Number(url.port || 5432));
  cleanups.push(() => relay.stop());
  url.port = String(relay.port);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), relay };
}
