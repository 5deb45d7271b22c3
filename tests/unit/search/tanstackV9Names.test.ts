import {spawnSync} from 'node:child_process';
import path from 'node:path';
import data from '@site/src/search/tanstack-v9-names.json';

const ROOT = path.resolve(__dirname, '../../..');

test('the committed TanStack Table 9-only names agree with the two installed versions’ type definitions', () => {
  const check = spawnSync(process.execPath, ['scripts/generate-tanstack-v9-names.mjs', '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  // the v8 side is the version material-react-table depends on
  expect(data.v8).toBe(require('material-react-table/package.json').dependencies['@tanstack/react-table']);
  expect(data.v9).toMatch(/^9\./);
  const byName = new Map(data.onlyInV9.map((entry) => [`${entry.scope}:${entry.name}`, entry]));
  expect(byName.get('Exports:useTable')).toEqual({scope: 'Exports', name: 'useTable', v8: 'useReactTable'});
  expect(byName.get('Exports:createSortedRowModel')?.v8).toBe('getSortedRowModel');
  expect(byName.get('Table:store')).toEqual({scope: 'Table', name: 'store'});
  expect(byName.has('Exports:flexRender')).toBe(false);
}, 120000);
