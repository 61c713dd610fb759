// Proves GET /api/captcha answers a PNG data URL whose answer the CAPTCHA_TEST_ANSWER switch fixes,
// is never cached, and is limited per visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { CAPTCHA_RATE_PER_MINUTE } from './captcha.routes';
import { createCaptchaService } from './captcha.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: 'abcd' } });
});
afterAll(() => testApp.close());

const getCaptcha = (remoteAddress = '198.51.100.1') =>
  testApp.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress });

describe('GET /api/captcha', () => {
  it('answers an id and a PNG picture as a data URL, not to be cached', async () => {
    const response = await getCaptcha();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { success, value } = response.json();
    expect(success).toBe(true);
    expect(value.captchaId).toMatch(/^[\w-]{20,64}$/);
    expect(value.image).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(value.image.split(',')[1], 'base64');
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('makes the test answer the answer of every captcha', async () => {
    const verifier = createCaptchaService({ db: testApp.database.db });
    const first = (await getCaptcha()).json().value;
    const second = (await getCaptcha()).json().value;
    expect(await verifier.verify(first.captchaId, 'ABCD')).toBe(true);
    expect(await verifier.verify(second.captchaId, 'abce')).toBe(false);
  });

  it(`refuses a visitor's captcha number ${CAPTCHA_RATE_PER_MINUTE + 1} within a minute`, async () => {
    for (let index = 0; index < CAPTCHA_RATE_PER_MINUTE; index += 1) {
      expect((await getCaptcha('198.51.100.2')).statusCode).toBe(200);
    }
    const refused = await getCaptcha('198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await getCaptcha('198.51.100.3')).statusCode).toBe(200);
  });

  it('is listed in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/captcha']).toBeDefined();
  });
});
