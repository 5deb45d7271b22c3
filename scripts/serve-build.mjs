#!/usr/bin/env node
/**
 * `npm run preview`: serves build/ the way a static host or CDN does, to check a production build
 * before deploying it (DEPLOYING.md):
 * - pages at their clean URLs (`/docs/guides/sorting` from `docs/guides/sorting.html`);
 * - a missing path gets build/404.html with status 404;
 * - text responses compressed (brotli or gzip, whichever the browser accepts), as CDNs do;
 * - the cache headers of static/_headers (copied into build/), applied as Netlify and Cloudflare Pages do.
 * `docusaurus serve` sends none of the last two, which makes page-speed figures look worse than a
 * visitor sees them.
 *
 *   node scripts/serve-build.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import path from 'node:path';
import {siteServer} from './lib/site-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', '127.0.0.1');
const dir = path.resolve(option('dir', 'build'));

// the server itself (clean URLs, the 404 page, compression, _headers): scripts/lib/site-server.mjs
siteServer(dir, {cdn: true}).listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${port}/ (compressed, with _headers)`,
  );
});
