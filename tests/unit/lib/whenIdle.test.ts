/**
 * afterDelayWhenIdle: background work (the search warm-up) waits for the delay, an idle moment and, when
 * asked, a quiet moment after the visitor's last input, so it never lands in the middle of a tap's work.
 */
type IdleModule = typeof import('@site/src/lib/whenIdle');

let idle: IdleModule;
const idleWindow = window as unknown as {requestIdleCallback?: unknown; cancelIdleCallback?: unknown};

beforeEach(() => {
  jest.useFakeTimers();
  // an idle callback comes a moment later, as on a page with nothing else to do
  idleWindow.requestIdleCallback = (run: () => void) => window.setTimeout(run, 1);
  idleWindow.cancelIdleCallback = (id: number) => window.clearTimeout(id);
  jest.isolateModules(() => {
    idle = jest.requireActual('@site/src/lib/whenIdle');
  });
});

afterEach(() => {
  jest.useRealTimers();
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
});

const tap = () => window.dispatchEvent(new Event('pointerdown'));

it('runs once the delay has passed and the browser is idle', () => {
  const run = jest.fn();
  idle.afterDelayWhenIdle(run, 2000, 3000, 1500);
  jest.advanceTimersByTime(1999);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(10);
  expect(run).toHaveBeenCalledTimes(1);
});

it('waits until the visitor has not pressed anything for the quiet time', () => {
  const run = jest.fn();
  idle.afterDelayWhenIdle(run, 2000, 3000, 1500);
  jest.advanceTimersByTime(1800);
  tap(); // 200 ms before the delay ends: the work waits until 1 500 ms after this tap
  jest.advanceTimersByTime(1499);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(10);
  expect(run).toHaveBeenCalledTimes(1);
});

it('keeps waiting while the visitor keeps typing', () => {
  const run = jest.fn();
  idle.afterDelayWhenIdle(run, 2000, 3000, 1500);
  for (let key = 0; key < 10; key += 1) {
    jest.advanceTimersByTime(1000);
    window.dispatchEvent(new KeyboardEvent('keydown', {key: 'a'}));
  }
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1510);
  expect(run).toHaveBeenCalledTimes(1);
});

it('ignores input when no quiet time is asked for', () => {
  const run = jest.fn();
  idle.afterDelayWhenIdle(run, 2000, 3000);
  jest.advanceTimersByTime(1900);
  tap();
  jest.advanceTimersByTime(110);
  expect(run).toHaveBeenCalledTimes(1);
});

it('never runs once cancelled, also while waiting for quiet', () => {
  const run = jest.fn();
  const cancel = idle.afterDelayWhenIdle(run, 2000, 3000, 1500);
  jest.advanceTimersByTime(1900);
  tap();
  jest.advanceTimersByTime(200); // now waiting for the quiet time
  cancel();
  jest.advanceTimersByTime(10000);
  expect(run).not.toHaveBeenCalled();
});
