import {createGate, createOpeningQueue, type QueueClock} from '@site/src/components/MrtFrame/gate/queue';
import {elementAtPath, pathTo} from '@site/src/components/MrtFrame/gate/path';

/** A clock whose next-task callbacks and timeouts run only when the test says so. */
function manualClock() {
  const tasks: Array<() => void> = [];
  const timeouts: Array<{run: () => void; cancelled: boolean}> = [];
  const clock: QueueClock = {
    nextTask: (run) => void tasks.push(run),
    settleTimeout: (run) => {
      const timeout = {run, cancelled: false};
      timeouts.push(timeout);
      return () => {
        timeout.cancelled = true;
      };
    },
  };
  const runTasks = () => tasks.splice(0).forEach((run) => run());
  const expire = () => timeouts.splice(0).forEach((timeout) => !timeout.cancelled && timeout.run());
  return {clock, runTasks, expire};
}

describe('a table gate', () => {
  test('is closed until opened, runs its listeners once when it opens, and a late one at once', () => {
    const {gate, open} = createGate();
    const heard = jest.fn();
    gate.onOpen(heard);
    expect(gate.opened).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    open();
    open();
    expect(gate.opened).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    gate.onOpen(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('the opening queue', () => {
  test('opens one gate per task: the next only after the previous table settled', () => {
    const {clock, runTasks} = manualClock();
    const queue = createOpeningQueue(clock);
    const first = createGate();
    const second = createGate();
    queue.request(first);
    queue.request(second);
    queue.request(second);
    expect(first.gate.opened).toBe(false);
    runTasks();
    expect([first.gate.opened, second.gate.opened]).toEqual([true, false]);
    runTasks();
    expect(second.gate.opened).toBe(false);
    queue.settled(first);
    expect(second.gate.opened).toBe(false);
    runTasks();
    expect(second.gate.opened).toBe(true);
    expect(queue.waiting).toBe(0);
  });

  test('a table that never settles holds the queue only until its timeout', () => {
    const {clock, runTasks, expire} = manualClock();
    const queue = createOpeningQueue(clock);
    const broken = createGate();
    const next = createGate();
    queue.request(broken);
    queue.request(next);
    runTasks();
    expire();
    runTasks();
    expect(next.gate.opened).toBe(true);
  });

  test('openNow skips the queue and takes the gate out of it', () => {
    const {clock, runTasks} = manualClock();
    const queue = createOpeningQueue(clock);
    const first = createGate();
    const tapped = createGate();
    queue.request(first);
    queue.request(tapped);
    queue.openNow(tapped);
    expect(tapped.gate.opened).toBe(true);
    expect(queue.waiting).toBe(1);
    runTasks();
    expect(first.gate.opened).toBe(true);
  });
});

test('pathTo and elementAtPath find the same element in a copy of the tree', () => {
  const make = () => {
    const root = document.createElement('div');
    root.innerHTML = '<table><thead><tr><th><button>A</button></th><th><button>B</button></th></tr></thead></table>';
    return root;
  };
  const original = make();
  const copy = make();
  const target = original.querySelectorAll('button')[1]!;
  const path = pathTo(original, target)!;
  expect(elementAtPath(copy, path)).toBe(copy.querySelectorAll('button')[1]);
  expect(pathTo(original, document.createElement('span'))).toBeNull();
});
