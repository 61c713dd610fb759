// Proves the iOS download link carries the language and the session token (SPEC.md §2).
import { describe, expect, it } from 'vitest';
import { iosDownloadUrl } from './AppDownload';

describe('iosDownloadUrl', () => {
  it('adds lang and token, keeping existing parameters', () => {
    expect(iosDownloadUrl('https://apps.example/ios?src=site', 'vi', 'abc')).toBe(
      'https://apps.example/ios?src=site&lang=vi&token=abc',
    );
  });

  it('leaves the token out when signed out', () => {
    expect(iosDownloadUrl('https://apps.example/ios', 'en', null)).toBe('https://apps.example/ios?lang=en');
  });
});
