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

/** When the visitor last pressed, touched, typed or scrolled (performance.now()), or -Infinity. */
let lastInput = -Infinity;
let watching = false;
function watchInput(): void {
  if (watching) return;
  watching = true;
  const note = () => {
    lastInput = performance.now();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
    window.addEventListener(type, note, {capture: true, passive: true});
  }
}

/**
 * Runs `run` once the browser is idle after at least `delay` ms and, when `quiet` is given, at least `quiet`
 * ms after the visitor's last input (pointer, touch, key, wheel): background work then never lands in the
 * middle of what a click or a key set off. Returns the cancel.
 */
export function afterDelayWhenIdle(run: () => void, delay: number, timeout: number, quiet = 0): () => void {
  if (quiet > 0) watchInput();
  let cancel = () => {};
  const wait = (ms: number) => {
    const timer = window.setTimeout(() => {
      cancel = whenIdle(() => {
        const since = performance.now() - lastInput;
        if (since < quiet) wait(quiet - since);
        else run();
      }, timeout);
    }, ms);
    cancel = () => window.clearTimeout(timer);
  };
  wait(delay);
  return () => cancel();
}
