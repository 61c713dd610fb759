// Proves the safety baseline: the error envelope for bad JSON, unknown paths, large bodies and
// crashes (no internals in a 5xx), translated messages, security headers, health and OpenAPI; and
// what Node's HTTP parser refuses (an over-long URL or header, a garbled request) in the envelope too.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
});
afterAll(() => testApp.close());

describe('error envelope', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"jwe": tru',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an unknown API path with 404 JSON, never HTML', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/lobby/vendors/extra']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': 'vi' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Không tìm thấy' });
    }
  });

  it('answers an oversized body with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ jwe: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides the internals of an unexpected failure', async () => {
    const crashing = await buildTestApp({
      seed: false,
      beforeReady: (app) =>
        app.get('/api/test-crash', async () => {
          throw new Error('secret table name leaked');
        }),
    });
    const response = await crashing.app.inject({
      method: 'GET',
      url: '/api/test-crash',
      headers: { 'accept-language': 'en' },
    });
    await crashing.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Network link is abnormal, please try again',
    });
  });
});

describe('baseline endpoints and headers', () => {
  it('answers /healthz', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.status).toBe('ok');
  });

  it('sends a Content-Security-Policy and the other helmet headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lists every API route in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const route of [
      'GET /api/permission',
      'POST /api/session',
      'DELETE /api/session',
      'GET /api/member',
      'GET /api/lobby/vendors',
      'GET /api/content/notices',
      'GET /api/content/help',
      'GET /api/operator/site-settings',
      'PATCH /api/operator/site-settings',
    ]) {
      expect(documented).toContain(route);
    }
  });

  it('keeps rate-limit headers for a refusal (see security.test.ts), not every answer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/permission' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('requests the HTTP parser refuses', () => {
  let listening: TestApp;
  beforeAll(async () => {
    listening = await buildTestApp({ seed: false, listen: true });
  });
  afterAll(() => listening.close());

  /** Sends raw bytes on a new connection and reads what comes back until the server closes it. */
  function exchange(request: string): Promise<{ status: number; headers: string; body: string }> {
    const { port } = listening.app.server.address() as { port: number };
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body });
      });
    });
  }

  it('answers an over-long header with 431 in the envelope, in the asked language', async () => {
    const answer = await exchange(
      `GET /api/permission HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: "The request's address or headers are too long",
    });
  });

  it('answers an over-long URL with 431 in the envelope', async () => {
    const answer = await exchange(
      `GET /api/lobby/games?gameName=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' });
  });

  it('answers a garbled request line with 400 in the envelope', async () => {
    const answer = await exchange('GARBLED\u0001 / HTTP/9\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Không đọc được yêu cầu',
    });
  });
});
