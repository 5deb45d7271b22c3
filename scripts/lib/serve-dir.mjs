/**
 * Serves a built site for a benchmark, as a CDN does: scripts/serve-build.mjs (clean URLs, the 404 page,
 * brotli or gzip, the _headers rules) in a process of its own, so a benchmark that blocks (Lighthouse's
 * spawnSync) does not stop it.
 *
 * - `serveBuild(dir, port?)`: serve-build alone, on `port` or a free one. It compresses every response anew
 *   (brotli at its slowest setting: about 3 s for the search index and 2 s for the main bundle on this machine).
 * - `serveDir(dir, port, warm)`: serve-build behind a cache, so each file is compressed once, as a CDN's edge
 *   keeps it; otherwise a benchmark would count the compression as the page's own time. `warm` lists paths to
 *   fetch (and so compress) before measuring; every .js and .css file under assets/ is warmed too.
 *
 *   const server = await serveDir('build', 3193, ['/search-index.json']); … server.close();
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import localServer from './local-server.cjs';

const {freePort, waitForServer} = localServer;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** One response of the inner server, body as sent (still compressed). */
const fetchRaw = (url, method, encoding) =>
  new Promise((resolve, reject) => {
    const request = http.request(url, {method, headers: {'accept-encoding': encoding}}, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        resolve({status: response.statusCode, headers, body: Buffer.concat(chunks)});
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });

/** scripts/serve-build.mjs for `dir` (relative to the repository) on `port` or a free one; resolves once it answers. */
export async function serveBuild(dir, port) {
  const listenOn = port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'serve-build.mjs'), '--port', String(listenOn), '--dir', path.resolve(root, dir)],
    {cwd: root, stdio: 'ignore'},
  );
  const origin = `http://127.0.0.1:${listenOn}`;
  try {
    await waitForServer(`${origin}/`, 30000, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {origin, close: () => child.kill()};
}

export async function serveDir(dir, port, warm = []) {
  const origin = `http://127.0.0.1:${port}`;
  const innerOrigin = `http://127.0.0.1:${port + 100}`;
  for (const url of [origin, innerOrigin]) {
    if (await answers(url + '/')) throw new Error(`${url} is already in use (pick another --port)`);
  }
  const absolute = path.resolve(root, dir);
  const cache = new Map();
  const proxy = http.createServer(async (req, res) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    const key = `${req.method} ${req.url} ${encoding}`;
    if (!cache.has(key)) cache.set(key, fetchRaw(innerOrigin + req.url, req.method, encoding));
    try {
      const {status, headers, body} = await cache.get(key);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      cache.delete(key);
      res.writeHead(502);
      res.end(String(error));
    }
  });
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  let inner;
  try {
    inner = await serveBuild(absolute, port + 100);
  } catch (error) {
    proxy.close();
    throw new Error(`serve-build did not start for ${dir}: ${error.message}`);
  }
  const close = () => {
    proxy.close();
    inner.close();
  };
  const assets = fs
    .readdirSync(path.join(absolute, 'assets'), {recursive: true})
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `/assets/${file.split(path.sep).join('/')}`);
  for (const url of [...warm, ...assets]) {
    await fetch(origin + url, {headers: {'accept-encoding': 'br'}}).then((response) => response.arrayBuffer());
  }
  return {origin, close};
}
