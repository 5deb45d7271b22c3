/**
 * A static server for a built site (Docusaurus with `trailingSlash: false`, or a Vite build): a page at its
 * clean URL (`/docs/guides/sorting` from `docs/guides/sorting.html`, or a folder's `index.html`), a missing
 * path answered with the build's 404.html and status 404.
 * - `{cdn: true}` adds what a static host or CDN does (scripts/serve-build.mjs, `npm run preview`): text
 *   compressed anew for each response (brotli or gzip, whichever the browser accepts) and the cache headers
 *   of the build's `_headers`.
 * - Without it the files go as built, with no cache headers, as `docusaurus serve` sends them: what
 *   `npm run bench` weighs (so its figures and request counts match the route sweep's) and the exported
 *   demos' checks load.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import headersLib from './static-headers.cjs';

const {parseHeaders, rulesFor} = headersLib;

const TEXT = (type) => `${type}; charset=utf-8`;
const CONTENT_TYPES = {
  '.html': TEXT('text/html'),
  '.js': TEXT('text/javascript'),
  '.mjs': TEXT('text/javascript'),
  '.css': TEXT('text/css'),
  '.json': TEXT('application/json'),
  '.map': TEXT('application/json'),
  '.xml': TEXT('application/xml'),
  '.atom': TEXT('application/atom+xml'),
  '.txt': TEXT('text/plain'),
  '.md': TEXT('text/markdown'),
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.atom', '.txt', '.md', '.svg']);

/** The built file a URL path names, or null: the file itself, `<path>.html`, or `<path>/index.html`. */
function resolveFile(dir, urlPath) {
  let clean;
  try {
    clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  } catch {
    return null; // malformed percent-encoding
  }
  const base = path.join(dir, clean);
  for (const candidate of [base, `${base.replace(/[/\\]$/, '')}.html`, path.join(base, 'index.html')]) {
    if (!candidate.startsWith(dir + path.sep) || path.basename(candidate) === '_headers') continue;
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next
    }
  }
  return null;
}

/** An http.Server for the build in `dir`; not listening yet (see `listen`). */
export function siteServer(dir, {cdn = false} = {}) {
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  const rules = cdn && fs.existsSync(headersFile) ? parseHeaders(fs.readFileSync(headersFile, 'utf8')) : [];

  const send = (req, res, file, status, urlPath) => {
    const ext = path.extname(file);
    const headers = {'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream'};
    let body = fs.readFileSync(file);
    if (cdn) {
      headers.Vary = 'Accept-Encoding';
      for (const rule of rulesFor(rules, urlPath)) {
        for (const [name, value] of Object.entries(rule.headers)) {
          headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
        }
      }
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (COMPRESSIBLE.has(ext)) {
        if (/\bbr\b/.test(accepts)) {
          body = zlib.brotliCompressSync(body);
          headers['Content-Encoding'] = 'br';
        } else if (/\bgzip\b/.test(accepts)) {
          body = zlib.gzipSync(body, {level: 9});
          headers['Content-Encoding'] = 'gzip';
        }
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(root, urlPath);
    if (file) return send(req, res, file, 200, urlPath);
    const notFound = path.join(root, '404.html');
    if (fs.existsSync(notFound)) return send(req, res, notFound, 404, '/404.html');
    res.writeHead(404, {'Content-Type': TEXT('text/plain')});
    res.end('Not found');
  });
}

/** Starts `server` listening on `port` of `host` (port 0: a free one); resolves to its origin. */
export function listen(server, port = 0, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(`http://${host}:${server.address().port}`));
  });
}
