// The reference the lobby is read against: a bare Fastify server whose one route answers a fixed
// JSON body of about 2 KB (a lobby page is about 5 KB of JSON, 0.4 KB as the brotli a browser receives;
// this route ignores Accept-Encoding and sends its 2 KB as they are), started by the bench as its own
// process exactly as the measured server is. Plain JavaScript, so nothing is compiled while it runs.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const games = Array.from({ length: 18 }, (_, index) => ({
  nodeId: 1000 + index,
  gameName: `Bench Game ${index}`,
  gameCode: `bench-${index}`,
  iconUrl: '/house/art/slots/lucky-dragon.svg',
  isHot: index % 3 === 0 ? 1 : 0,
}));
const body = JSON.stringify({ success: true, value: { games, totalPages: 556 } });

const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.header('content-type', 'application/json').send(body));
await app.listen({ host: '127.0.0.1', port });
// The bench waits for this line.
console.log(`bare ${app.server.address().port} ${Buffer.byteLength(body)}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
