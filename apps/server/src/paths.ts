// Where the server finds its files on disk. Every path is taken from this one module, which sits
// one folder below apps/server both as source (src/paths.ts, run by tsx and Vitest) and inside the
// production bundle (dist/server.js, made by build.mjs): one `..` reaches apps/server in both, so
// the paths hold whichever of the two is running.
import { fileURLToPath } from 'node:url';

const serverRoot = new URL('../', import.meta.url);

/** The committed SQL migrations (apps/server/drizzle). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('drizzle', serverRoot));

/** The built member site (apps/web/dist), served when WEB_DIST does not name another. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../web/dist', serverRoot));

/** The web app's server-rendering worker (apps/web/dist-ssr/worker.js), built beside the site. */
export const DEFAULT_SSR_WORKER = fileURLToPath(new URL('../web/dist-ssr/worker.js', serverRoot));
