/** The one polling loop of the browser tests: every "wait until" goes through it. */

export interface PollOptions {
  /** Milliseconds before giving up (default 15 000: a loaded CI machine can take seconds to re-render). */
  timeout?: number;
  /** Milliseconds between reads (default 100). */
  interval?: number;
}

/**
 * Reads `read()` until `done(value)` holds and returns that value; after `timeout` throws an error made
 * by `failure(lastValue)`. A read that throws counts as not done (e.g. a server not listening yet).
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  failure: (last: T | undefined, timeout: number) => string,
  {timeout = 15000, interval = 100}: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(failure(last, timeout));
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
