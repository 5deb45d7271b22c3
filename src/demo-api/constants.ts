/** Paths the stand-in API answers (kept apart so the server code itself loads only on first use). */
export const API_PREFIX = '/demo-api/';

/** How long the stand-in API takes to answer, so loading states show. */
export const API_DELAY_MS = 400;
