/**
 * Runs `run` when the browser is idle, or after `timeout` ms at the latest (after `fallback` ms where there
 * is no requestIdleCallback); returns the cancel.
 */
export function whenIdle(run: () => void, timeout: number, fallback = timeout): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, {timeout});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallback);
  return () => window.clearTimeout(id);
}

/** Runs `run` once the browser is idle after at least `delay` ms; returns the cancel. */
export function afterDelayWhenIdle(run: () => void, delay: number, timeout: number): () => void {
  let cancelIdle = () => {};
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(run, timeout);
  }, delay);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}
