// Proves that an operator's successful change is announced on the bus, and that reading, a refused
// change and the member site's calls are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { operatorHeaders } from '../test-support/payments';
import { SITE_CHANGED_CHANNEL } from './site-changes';

let testApp: TestApp;
let announced = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  testApp.app.bus.subscribe(SITE_CHANGED_CHANNEL, () => (announced += 1));
});
afterAll(() => testApp.close());

describe('site changes', () => {
  it("announces an operator's change once it has succeeded, and nothing else", async () => {
    const operator = await operatorHeaders(testApp.app);
    const before = announced;
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/site-settings',
      headers: operator,
    });
    expect(read.statusCode).toBe(200);
    await testApp.app.inject({ method: 'GET', url: '/api/lobby/vendors' });
    expect(announced).toBe(before);

    const refused = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/site-settings',
      headers: operator,
      payload: { maintenance: 'sometimes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(announced).toBe(before);

    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/site-settings',
      headers: operator,
      payload: { siteName: 'Playdeck Test' },
    });
    expect(changed.statusCode).toBe(200);
    expect(announced).toBe(before + 1);
  });
});
