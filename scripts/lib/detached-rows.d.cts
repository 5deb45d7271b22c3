/** See detached-rows.cjs. */
import type {CDPSession} from 'playwright-core';

export function countDetachedRows(cdp: CDPSession): Promise<number>;
