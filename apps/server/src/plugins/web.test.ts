// Proves how the built member site's installable-app files are served (docs/decisions/018-app-download.md):
// the manifest with its own media type, the service worker and the offline page as JavaScript and
// HTML that the browser checks with the server on every use (never kept as immutable), their
// compressed twins with the same headers, and the build's content-named files kept for a year.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { cacheControlOf } from './web';

let distDir: string;
let testApp: TestApp;

const WORKER = `// sw.js\n${'self.addEventListener("fetch", () => {});\n'.repeat(40)}`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'playdeck-web-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'icons'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(distDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Playdeck', start_url: '/' }));
  writeFileSync(join(distDir, 'sw.js'), WORKER);
  writeFileSync(join(distDir, 'sw.js.gz'), gzipSync(WORKER));
  writeFileSync(join(distDir, 'pwa.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(distDir, 'offline.html'), '<!doctype html><title>offline</title>');
  writeFileSync(join(distDir, 'offline.js'), 'document.title = "offline";');
  writeFileSync(join(distDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(distDir, 'assets', 'Abc123.js'), 'export {};');
  testApp = await buildTestApp({ seed: false, env: { WEB_DIST: distDir } });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('the installable app files', () => {
  it('serves the manifest as application/manifest+json, checked on every use', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Playdeck' });
  });

  it('serves the service worker as JavaScript that is never kept immutably, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await get('/sw.js', { 'accept-encoding': encoding });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
      expect(response.headers['content-encoding'], encoding).toBe(encoding === 'gzip' ? 'gzip' : undefined);
    }
    const registration = await get('/pwa.js');
    expect(registration.headers['cache-control']).toBe('no-cache');
  });

  it('serves the offline page as HTML with the page headers, and its script', async () => {
    const page = await get('/offline.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The page's CSP: the offline page runs no inline script, only its own file.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await get('/offline.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the icons five minutes and the content-named build files a year', async () => {
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
    const asset = await get('/assets/Abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('cacheControlOf', () => {
  it('tells the build files, the app files and other public files apart', () => {
    expect(cacheControlOf('/dist', '/dist/assets/a.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/dist', '/dist/sw.js.br')).toBe('no-cache');
    expect(cacheControlOf('/dist', '/dist/offline.html')).toBe('no-cache');
    expect(cacheControlOf('/dist', '/dist/house/sw.js.map')).toBe('public, max-age=300');
    expect(cacheControlOf('/dist', '/dist/logo.svg')).toBe('public, max-age=300');
  });
});
