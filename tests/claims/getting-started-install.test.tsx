/** Claims of docs/getting-started/install.mdx. */
import fs from 'node:fs';
import path from 'node:path';
import {mountTable} from './harness';

jest.setTimeout(30000);

const packageDir = path.join(require.resolve('material-react-table'), '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

it('the peer ranges `material-react-table` 3.2.1 declares: all seven are required; the package declares no optional peers', () => {
  expect(manifest.version).toBe('3.2.1');
  expect(Object.keys(manifest.peerDependencies).sort()).toEqual([
    '@emotion/react',
    '@emotion/styled',
    '@mui/icons-material',
    '@mui/material',
    '@mui/x-date-pickers',
    'react',
    'react-dom',
  ]);
  expect(manifest.peerDependenciesMeta).toBeUndefined();
});

it("The package's own dependencies come with it, pinned to exact versions", () => {
  expect(manifest.dependencies).toEqual({
    '@tanstack/match-sorter-utils': '8.19.4',
    '@tanstack/react-table': '8.20.6',
    '@tanstack/react-virtual': '3.11.2',
    'highlight-words': '2.0.0',
  });
});

it('Tables without date filters do not need the provider, but `@mui/x-date-pickers` must still be installed: the package imports it', () => {
  const code = fs.readFileSync(path.join(packageDir, 'dist/index.esm.js'), 'utf8');
  expect(code).toMatch(/^import .* from '@mui\/x-date-pickers\/DatePicker';$/m);
  const view = mountTable({initialState: {showColumnFilters: true}});
  expect(view.container.querySelectorAll('thead input')).toHaveLength(4);
  view.unmount();
});

it('The package ships its own type definitions (`dist/index.d.ts`)', () => {
  expect(manifest.types ?? manifest.typings).toMatch(/index\.d\.ts$/);
  expect(fs.existsSync(path.join(packageDir, 'dist/index.d.ts'))).toBe(true);
});
