// Proves how the process reads its environment (plugins/config.ts): a variable set to nothing is
// unset, as env files and compose's `${NAME:-}` write an optional one left blank (deploy/compose.yaml
// passes SMTP_URL and SMTP_FROM so), while a value given in a wrong form still stops the start with
// the variable named.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('takes a variable set to nothing as unset: an optional one off, a defaulted one its default', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: '',
      SMTP_FROM: '',
      PORT: '',
      REDIS_URL: '',
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SMTP_FROM).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('still refuses a value in a wrong form, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'eighty' })).toThrow(/PORT/);
  });
});
