import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {alternativesOf, type V2Names} from '@site/src/search/names';
import data from '@site/src/search/v2-names.json';

const ROOT = path.resolve(__dirname, '../../..');

test('the committed V2 → V3 table agrees with the two installed versions’ type definitions', () => {
  const check = spawnSync(process.execPath, ['scripts/generate-v2-names.mjs', '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  const names = data as V2Names;
  expect(names.from).toMatch(/^2\./);
  expect(names.to).toBe(require('material-react-table/package.json').version);
}, 120000);

test('an old name answers to its new one, from the generated table and the hand-written synonyms', () => {
  for (const rename of (data as V2Names).renamed)
    expect(alternativesOf(rename.old.toLowerCase())).toContain(rename.new);
  expect(alternativesOf('onrowselectchange')).toEqual(['onRowSelectionChange']);
  expect(alternativesOf('sorting')).toEqual([]);
});
