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
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import headersLib from './lib/static-headers.cjs';

const {parseHeaders, rulesFor} = headersLib;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', '127.0.0.1');
const dir = path.resolve(option('dir', 'build'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.atom', '.txt', '.md', '.svg']);

const headersFile = path.join(dir, '_headers');
const rules = fs.existsSync(headersFile) ? parseHeaders(fs.readFileSync(headersFile, 'utf8')) : [];

/** The built file a URL path names, or null: the file itself, `<path>.html`, or `<path>/index.html`. */
function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(dir, clean);
  for (const candidate of [base, `${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')]) {
    if (!candidate.startsWith(dir + path.sep) || path.basename(candidate) === '_headers') continue;
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next
    }
  }
  return null;
}

function send(req, res, file, status, urlPath) {
  const ext = path.extname(file);
  const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding'};
  for (const rule of rulesFor(rules, urlPath)) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  let body = fs.readFileSync(file);
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
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = resolveFile(urlPath);
  if (file) return send(req, res, file, 200, urlPath);
  const notFound = path.join(dir, '404.html');
  if (fs.existsSync(notFound)) return send(req, res, notFound, 404, '/404.html');
  res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
  res.end('Not found');
});

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${port}/ (compressed, with _headers)`,
  );
});
