/// <reference types="vitest/config" />
// Vite builds the member site into dist/, which the API server serves in production; in development
// Vite serves it with hot reload and forwards /api (and its WebSocket) to the API server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contractSplit } from './vite-plugins/contract-split';
import { serviceWorker } from './vite-plugins/service-worker';

/** Text files of at least this size get .br and .gz twins; smaller ones gain nothing. */
const PRECOMPRESS_MIN_BYTES = 1_024;
const PRECOMPRESSED_TYPES = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (best quality) and a gzip copy beside every text file of the build, once, so that
 * the server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'playdeck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const file of walk(outDir)) {
        if (!PRECOMPRESSED_TYPES.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < PRECOMPRESS_MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The client build: the member site the browser loads, with the manifest the server reads. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  sourcemap: false,
  chunkSizeWarningLimit: 800,
  // Which files each source module became: the server links a lazy route's style sheets in a page
  // it renders (apps/server/src/plugins/ssr.ts).
  manifest: true,
  // Every browser the site supports preloads modules itself.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // Chunks and assets are named by their hash alone: the first script lists every lazy page's
      // files (Vite's preload map), and a readable name in each of some hundred entries costs the
      // home page about half a kilobyte gzipped. The source maps keep the module names.
      chunkFileNames: 'assets/[hash].js',
      assetFileNames: 'assets/[hash][extname]',
      // React changes less often than our code: its own chunk stays cached across deploys. The rest
      // of what the first page needs goes in one chunk (one request, one compression window), and
      // everything else with the code that uses it, so that a library only a lazy page needs (the
      // carousel, QR codes, the encryption of sign-in) loads with that page, not with the home page.
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            priority: 2,
          },
          // The other libraries the first screen needs (query cache, texts): a chunk of their own, so
          // that the browser runs them in a task apart from the app's own modules (public/boot.js).
          {
            name: 'libraries',
            test: /node_modules[\\/]/,
            tags: ['$initial'],
            priority: 1.5,
          },
          { name: 'start', tags: ['$initial'], priority: 1 },
          // The record screens' shared pieces (report tables, filters, panels, form controls) that
          // the member centre, the agent centre and the console use and no visitor's page does: one
          // chunk, not two files each, so that the first script's list of what each lazy page needs
          // stays short. Pieces a visitor's page or the sign-in popup uses (tabs, paging, empty
          // states, badges, plain tables) stay apart, so a visitor does not wait for reports. The image
          // picker (a promotion's application, a member's feedback) and its byte checks go with them.
          {
            name: 'record-kit',
            test: /[\\/]src[\\/](ui[\\/](AgentTable|Figures|ImagePicker|PagedTable|Panel|RecordFilters|RecordTable|ReportState|Select|Switch|TextArea)|lib[\\/]upload-images)\b/,
            priority: 0.5,
          },
        ],
      },
    },
  },
};

/**
 * The server-rendering build (`vite build --ssr src/ssr/worker.ts`): the worker thread in which the
 * API server renders visitors' pages, in dist-ssr/. npm packages stay imports (Node resolves them);
 * the contract, whose package exports TypeScript, is bundled.
 */
const serverRenderingBuild: BuildEnvironmentOptions = {
  outDir: 'dist-ssr',
  sourcemap: true,
  emptyOutDir: true,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), contractSplit(), serviceWorker(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/house/api': { target: apiTarget, ws: true },
      '/healthz': apiTarget,
    },
  },
  ssr: { noExternal: ['@playdeck/contract'] },
  build: isSsrBuild ? serverRenderingBuild : clientBuild,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
