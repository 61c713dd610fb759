// Builds the production server: one ES module, dist/server.js, from src/server.ts with esbuild.
// Our own code and the contract (whose package exports TypeScript sources) are bundled and compiled
// here, once; every npm package stays an import that Node resolves from node_modules at run time, so
// native addons (argon2, resvg), data files (geoip-country) and PGlite's WASM load as they were
// installed. `npm start` runs `node dist/server.js`: no TypeScript is compiled while serving.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('./dist/', import.meta.url);
rmSync(outdir, { recursive: true, force: true });

/** Bare imports (npm packages) are left to Node, except the workspace contract, which is TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@playdeck/') ? undefined : { path: args.path, external: true },
    );
  },
};

const startedAt = performance.now();
const result = await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./server.js', outdir).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Keeps function and class names in stack traces and logs.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server built: apps/server/dist/server.js (${(bytes / 1024).toFixed(0)} kB with its source map) in ${Math.round(performance.now() - startedAt)} ms`,
);
