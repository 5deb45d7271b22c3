/// <reference lib="webworker" />
import {createWorkerHandler} from './handler';
import type {ToWorker} from './protocol';

/**
 * The search worker: fetches and parses the index, builds the engine and answers queries, all off the page's
 * main thread, so typing in the search box never waits for the engine (`../localClient.ts` is the page's side).
 */
declare const self: DedicatedWorkerGlobalScope;

const handle = createWorkerHandler((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<ToWorker>) => void handle(event.data);
