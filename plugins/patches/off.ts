/**
 * `MRT_PATCHES_OFF=<id>[,<id>…]` builds the site without the named patches of plugins/patches/manifest.ts (those
 * with `switchOff`), so `node scripts/bench-patches.mjs` can measure what each one saves in the same build.
 * Never set for a real build: the guards of a patch that is off do not run either.
 */
import type {PatchId} from './manifest';

export const PATCHES_OFF_VARIABLE = 'MRT_PATCHES_OFF';

export function isPatchOff(id: PatchId, env: NodeJS.ProcessEnv = process.env): boolean {
  return (env[PATCHES_OFF_VARIABLE] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .includes(id);
}
