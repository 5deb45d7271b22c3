/**
 * The install command the site documents (install page and home page read it from here).
 *
 * Versions are pinned to the ones this site itself runs. Material React Table 3.2.1 declares open-ended peer
 * ranges (`@mui/material >=6`, `@mui/x-date-pickers >=7.15`), so an unpinned install resolves the newest majors;
 * Material UI 9 removed the TextField props `InputProps`, `inputProps` and `SelectProps`, which MRT 3.2.1 still
 * passes to its edit and search fields.
 */

import {MRT_VERSION, TANSTACK_TABLE_VERSION} from './versions';

export {TANSTACK_TABLE_VERSION};

export type PackageManager = 'npm' | 'yarn' | 'pnpm' | 'bun';

/** The table and its peers, in the order the command lists them. */
export const REQUIRED_PACKAGES = [
  ['material-react-table', MRT_VERSION],
  ['@mui/material', '7.3.11'],
  ['@mui/x-date-pickers', '8.29.5'],
  ['@mui/icons-material', '7.3.11'],
  ['@emotion/react', '11.14.0'],
  ['@emotion/styled', '11.14.1'],
] as const;

/** The date library behind the date filters' adapter. */
export const DATE_PACKAGES = [['dayjs', '1.11.23']] as const;

const VERB: Record<PackageManager, string> = {
  npm: 'npm install',
  yarn: 'yarn add',
  pnpm: 'pnpm add',
  bun: 'bun add',
};

export function installCommand(
  manager: PackageManager,
  packages: ReadonlyArray<readonly [string, string]> = REQUIRED_PACKAGES,
): string {
  return `${VERB[manager]} ${packages.map(([name, version]) => `${name}@${version}`).join(' ')}`;
}
