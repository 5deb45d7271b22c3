/**
 * When the tables of a page come to life: one at a time, in the order they were asked for.
 *
 * A gate tells a table's frame when it may render its table. The queue opens
 * one gate, waits until that table has committed (`settled`) and lets a task boundary pass before opening
 * the next, so two tables never render or hydrate in the same task. A request from the visitor (a tap, a
 * key, the focus reaching the table) skips the queue: that gate opens at once, synchronously, so the event
 * that asked for it reaches a live table (see interactions.ts).
 *
 * Plain module, no React: unit tested in tests/unit/components/demoGate.test.ts.
 */

/** Whether a table may come to life yet; `onOpen` listeners run once, synchronously, when it opens. */
export interface Gate {
  readonly opened: boolean;
  /** Runs `listener` when the gate opens (at once if it is open already). */
  onOpen: (listener: () => void) => void;
}

interface GateControl {
  gate: Gate;
  open: () => void;
}

/** A closed gate and the function that opens it (listeners run synchronously, in order). */
export function createGate(): GateControl {
  let opened = false;
  let listeners: Array<() => void> = [];
  const gate: Gate = {
    get opened() {
      return opened;
    },
    onOpen(listener) {
      if (opened) listener();
      else listeners.push(listener);
    },
  };
  const open = () => {
    if (opened) return;
    opened = true;
    const waiting = listeners;
    listeners = [];
    waiting.forEach((listener) => listener());
  };
  return {gate, open};
}

/** What the queue needs of the world: a way to wait for the next task (setTimeout in the browser). */
export interface QueueClock {
  nextTask: (run: () => void) => void;
  /** How long a table may take to settle before the queue stops waiting for it (a demo that throws). */
  settleTimeout: (run: () => void, ms: number) => () => void;
}

export interface OpeningQueue {
  /** Asks for `control`'s gate to open in its turn (no effect once asked or opened). */
  request: (control: GateControl) => void;
  /** Opens `control`'s gate now, ahead of the queue (a visitor's tap, key or focus). */
  openNow: (control: GateControl) => void;
  /** The table behind `control`'s gate has committed: the next one may open after a task boundary. */
  settled: (control: GateControl) => void;
  /** Gates waiting for their turn (for tests and the benchmark). */
  readonly waiting: number;
}

const SETTLE_TIMEOUT_MS = 2000;

export function createOpeningQueue(clock: QueueClock): OpeningQueue {
  const waiting: GateControl[] = [];
  let current: GateControl | null = null;
  let cancelTimeout: (() => void) | null = null;
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    if (current) return;
    const next = waiting.shift();
    if (!next) return;
    current = next;
    cancelTimeout = clock.settleTimeout(() => finish(next), SETTLE_TIMEOUT_MS);
    next.open();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    clock.nextTask(pump);
  };
  const finish = (control: GateControl) => {
    if (current !== control) return;
    cancelTimeout?.();
    cancelTimeout = null;
    current = null;
    schedule();
  };

  return {
    request(control) {
      if (control.gate.opened || current === control || waiting.includes(control)) return;
      waiting.push(control);
      if (!current) schedule();
    },
    openNow(control) {
      const index = waiting.indexOf(control);
      if (index >= 0) waiting.splice(index, 1);
      control.open();
    },
    settled(control) {
      finish(control);
    },
    get waiting() {
      return waiting.length;
    },
  };
}
