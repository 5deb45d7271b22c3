/**
 * Jest's stand-in for `src/search/worker/spawn.ts` (jest cannot parse its `import.meta`): a worker that runs the
 * real worker logic (`createWorkerHandler`) on the test's thread, answering each message in a later task as a
 * real worker does. `spawned` lists the workers started, for tests that count loads or stop one.
 */
import {createWorkerHandler} from '@site/src/search/worker/handler';
import type {FromWorker, ToWorker} from '@site/src/search/worker/protocol';

export class FakeSearchWorker {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** Every message the page sent, in order. */
  readonly received: ToWorker[] = [];
  private readonly handle = createWorkerHandler((message) =>
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({data: message} as MessageEvent<FromWorker>);
    }),
  );
  postMessage(message: ToWorker) {
    this.received.push(message);
    setTimeout(() => void this.handle(JSON.parse(JSON.stringify(message)) as ToWorker));
  }
  terminate() {
    this.terminated = true;
  }
}

export const spawned: FakeSearchWorker[] = [];

export function spawnSearchWorker(): Worker {
  const worker = new FakeSearchWorker();
  spawned.push(worker);
  return worker as unknown as Worker;
}
