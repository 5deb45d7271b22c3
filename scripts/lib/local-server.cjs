/**
 * For the local servers the scripts and browser tests start: a free loopback port, and waiting until a
 * server answers.
 */
const net = require('node:net');

/** A free port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers with a 2xx status; rejects after `timeoutMs`, or as soon as `child` (the
 * server's process, when given) exits.
 *
 * @param {string} url
 * @param {number} [timeoutMs]
 * @param {import('node:child_process').ChildProcess} [child]
 */
async function waitForServer(url, timeoutMs = 30000, child) {
  const deadline = Date.now() + timeoutMs;
  let done = false;
  const answers = async () => {
    while (!done) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      const response = await fetch(url, {signal: AbortSignal.timeout(left)}).catch(() => null);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  if (!child) return answers();
  const exitedWith = (code, signal) => new Error(`The server for ${url} exited (${code ?? signal})`);
  if (child.exitCode !== null || child.signalCode !== null) throw exitedWith(child.exitCode, child.signalCode);
  let onExit;
  const exited = new Promise((_, reject) => {
    onExit = (code, signal) => reject(exitedWith(code, signal));
    child.once('exit', onExit);
  });
  try {
    await Promise.race([answers(), exited]);
  } finally {
    done = true;
    child.off('exit', onExit);
  }
}

module.exports = {freePort, waitForServer};
