/** See local-server.cjs. */
import type {ChildProcess} from 'node:child_process';

export declare function freePort(): Promise<number>;
export declare function waitForServer(url: string, timeoutMs?: number, child?: ChildProcess): Promise<void>;
