// Proves a kept lobby answer is sent compressed in the encoding the client accepts, the same bytes
// on every request for one value, and as plain JSON to a client that accepts no compression; and that
// an answer kept by address still passes the site's access check and is made anew after a change.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { operatorHeaders } from '../test-support/payments';
import { acceptedEncoding } from './kept-answers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const GAMES = '/api/lobby/games?gameType=RNG&pageNo=1&pageSize=18';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours weights and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('br;q=oops')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('kept answers of the lobby', () => {
  it('sends one page brotli-compressed, the same bytes each time, equal to the plain answer', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: GAMES });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        testApp.app.inject({
          method: 'GET',
          url: GAMES,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        }),
      ),
    );
    expect(first!.headers['content-encoding']).toBe('br');
    expect(Number(first!.headers['content-length'])).toBe(first!.rawPayload.length);
    expect(first!.rawPayload.equals(second!.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first!.rawPayload).toString()).toBe(plain.body);
    expect(first!.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('sends gzip to a client without brotli', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/lobby/vendors' });
    const zipped = await testApp.app.inject({
      method: 'GET',
      url: '/api/lobby/vendors',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a refusal as usual', async () => {
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/lobby/games?gameType=NOPE',
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success).toBe(false);
  });
});

describe('answers kept by address', () => {
  const ask = () =>
    testApp.app.inject({
      method: 'GET',
      url: GAMES,
      headers: { 'accept-language': 'en', 'accept-encoding': 'br' },
    });

  it('refuses a kept address under maintenance and answers it again after', async () => {
    const operator = await operatorHeaders(testApp.app);
    for (let times = 0; times < 3; times += 1) expect((await ask()).statusCode).toBe(200);
    const settings = (maintenance: boolean) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/operator/site-settings',
        headers: operator,
        payload: { maintenance },
      });
    expect((await settings(true)).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('MAINTENANCE');
    expect((await settings(false)).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
  });

  it('answers a kept address anew once the operator renames a game on it', async () => {
    const operator = await operatorHeaders(testApp.app);
    const pageOf = async () => JSON.parse(brotliDecompressSync((await ask()).rawPayload).toString()).value;
    const before = await pageOf();
    await pageOf();
    expect(await pageOf()).toEqual(before);
    const [first] = before.games;
    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/operator/games/${first.nodeId}`,
      headers: operator,
      payload: { name: 'Renamed For Kept Answers' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await pageOf()).games[0].gameName).toBe('Renamed For Kept Answers');
  });
});
