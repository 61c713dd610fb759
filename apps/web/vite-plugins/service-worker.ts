// Prepares the service worker (public/sw.js) for the production build (docs/decisions/018-app-download.md):
//
// 1. writes into the built sw.js the build's version and the files it keeps on install: the first
//    page's scripts and style sheets (index.html's entry and what it imports) and the site's texts in
//    each language (which the app loads before its first render), taken from Vite's manifest, so
//    that the kept shell starts without a network;
// 2. links public/pwa.js from index.html (async: it never holds the page's parsing), which links the
//    manifest and registers the worker once the page has loaded; a server-rendered page gets it from
//    boot.js instead (apps/server/src/plugins/ssr.ts). Only the build links it: the development
//    server and the tests never register a worker.
//
// The version is a hash of what the worker keeps or serves, so that a new build's worker differs from
// the last one by at least that line (a browser installs a new worker only when sw.js changes), and
// its cache's name with it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

type ManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[] };
type ViteManifest = Record<string, ManifestChunk>;

/** The manifest's entries whose files the shell needs: the page itself and the site's texts. */
export const SHELL_ENTRIES = [
  'index.html',
  'src/i18n/catalogues/site.vi.ts',
  'src/i18n/catalogues/site.en.ts',
];
/** The public files the worker keeps or serves besides (their content changes the version too). */
const VERSIONED_PUBLIC_FILES = [
  'index.html',
  'sw.js',
  'pwa.js',
  'offline.html',
  'offline.js',
  'manifest.webmanifest',
  'favicon.svg',
];
const BUILD_MARKER = /\/\* playdeck:build \*\/ \{[^\n]*\};/;
const REGISTER_SCRIPT = '/pwa.js';

/** Every file of `entries` and of the chunks they import, as absolute paths, in a stable order. */
export function shellFiles(manifest: ViteManifest, entries: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`service worker: "${key}" is not in the build's manifest`);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files].sort();
}

/** sw.js with its build line: the version and the files to keep. */
export function stampServiceWorker(source: string, version: string, precache: readonly string[]): string {
  if (!BUILD_MARKER.test(source)) throw new Error('service worker: sw.js has no "playdeck:build" line');
  return source.replace(BUILD_MARKER, () => `${JSON.stringify({ version, precache })};`);
}

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'playdeck-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: REGISTER_SCRIPT, async: true }, injectTo: 'head' }];
    },
    // Before the build's files are compressed (vite.config.ts), so that sw.js.br is the stamped one.
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(_options, bundle) {
        const manifestAsset = bundle['.vite/manifest.json'];
        if (manifestAsset?.type !== 'asset') throw new Error('service worker: the build wrote no manifest');
        const manifest = JSON.parse(String(manifestAsset.source)) as ViteManifest;
        const precache = shellFiles(manifest, SHELL_ENTRIES);
        const hash = createHash('sha256').update(precache.join('\n'));
        const icons = join(outDir, 'icons');
        const versioned = [
          ...VERSIONED_PUBLIC_FILES,
          ...(existsSync(icons) ? readdirSync(icons).map((name) => `icons/${name}`) : []),
        ];
        for (const file of versioned.sort()) hash.update(file).update(readFileSync(join(outDir, file)));
        const workerPath = join(outDir, 'sw.js');
        const version = hash.digest('hex').slice(0, 16);
        writeFileSync(workerPath, stampServiceWorker(readFileSync(workerPath, 'utf8'), version, precache));
      },
    },
  };
}
