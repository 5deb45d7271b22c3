/** Shared settings of the browser tests (playwright.config.ts and the tests read them). */
import type {LaunchOptions} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/lib/chromium.cjs';

export const PORT = Number(process.env.E2E_PORT ?? 3123);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export {CHROMIUM_ARGS, CHROMIUM_PATH};
/** Debian's Chromium with the flags this machine needs (no downloaded browsers here). */
export const LAUNCH_OPTIONS: LaunchOptions = {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 30000};
/** The widths every shell behaviour is checked at. */
export const WIDTHS = [375, 800, 1000, 1600, 1900] as const;
/** The site origin the build was made with (SITE_URL), for canonical checks. */
export const SITE_ORIGIN = (process.env.SITE_URL || 'https://www.material-react-table.com').replace(/\/+$/, '');
