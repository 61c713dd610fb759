// Proves the iOS download link carries the language and the session token (SPEC.md §2), to the
// operator's own link or, relative to the site, to its own app download page: kept relative for the
// link, named in full against the site's origin for a QR code.
import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD_PATH, iosDownloadUrl } from './AppDownload';

describe('iosDownloadUrl', () => {
  it('adds lang and token, keeping existing parameters', () => {
    expect(iosDownloadUrl('https://apps.example/ios?src=site', 'vi', 'abc')).toBe(
      'https://apps.example/ios?src=site&lang=vi&token=abc',
    );
  });

  it('leaves the token out when signed out', () => {
    expect(iosDownloadUrl('https://apps.example/ios', 'en', null)).toBe('https://apps.example/ios?lang=en');
  });

  it('keeps an absolute link to another site as it is, whatever the origin given', () => {
    expect(iosDownloadUrl('https://apps.example/ios', 'en', 't', 'https://play.example')).toBe(
      'https://apps.example/ios?lang=en&token=t',
    );
  });

  it('keeps the site’s own page relative without an origin', () => {
    expect(iosDownloadUrl(APP_DOWNLOAD_PATH, 'vi', 'abc')).toBe('/app-download?lang=vi&token=abc');
    expect(iosDownloadUrl('/app-download?from=menu#install', 'en', null)).toBe(
      '/app-download?from=menu&lang=en#install',
    );
  });

  it('names the site’s own page in full against the origin given', () => {
    expect(iosDownloadUrl(APP_DOWNLOAD_PATH, 'en', 'abc', 'https://play.example')).toBe(
      'https://play.example/app-download?lang=en&token=abc',
    );
    expect(iosDownloadUrl(APP_DOWNLOAD_PATH, 'vi', null, 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/app-download?lang=vi',
    );
  });

  it('sets the language and token once, replacing any already in the link', () => {
    expect(iosDownloadUrl('/app-download?lang=th&token=old', 'vi', 'new')).toBe(
      '/app-download?lang=vi&token=new',
    );
  });
});
