// Proves which addresses belong to the operator console (they open even under maintenance).
import { describe, expect, it } from 'vitest';
import { isOperatorConsolePath, operatorDeskPath } from './sections';

describe('operator console paths', () => {
  it('knows the console and its sign-in, and nothing that only starts alike', () => {
    expect(isOperatorConsolePath('/operator')).toBe(true);
    expect(isOperatorConsolePath('/operator/login')).toBe(true);
    expect(isOperatorConsolePath(operatorDeskPath('site'))).toBe(true);
    expect(isOperatorConsolePath('/operators')).toBe(false);
    expect(isOperatorConsolePath('/')).toBe(false);
  });
});
