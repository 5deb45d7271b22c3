/**
 * The versions the patches of plugins/patches/manifest.ts were written against.
 * tests/unit/plugins/patches.test.ts fails when an installed version differs, so an upgrade leads to the
 * patches first; a guard that fails the build names the package, this version and the installed one.
 */
export const PINNED = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/plugin-content-docs': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/utils-common': '3.10.2',
  '@rspack/core': '1.7.12',
  '@emotion/sheet': '1.4.0',
  '@emotion/cache': '11.14.0',
  '@emotion/react': '11.14.0',
  '@mui/material': '7.3.11',
  '@mui/x-date-pickers': '8.29.5',
  'material-react-table': '3.2.1',
  '@tanstack/react-virtual': '3.11.2',
  '@tanstack/table-core': '8.20.5',
  '@docsearch/react': '4.7.0',
  '@docsearch/css': '4.7.0',
  shiki: '4.6.0',
  minisearch: '7.2.0',
} as const;
