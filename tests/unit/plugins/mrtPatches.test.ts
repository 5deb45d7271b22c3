import fs from 'node:fs';
const {PATCHES, applyPatches} = require('../../../plugins/mrt-patches/patches.cjs') as {
  PATCHES: Array<{name: string; find: string; replace: string}>;
  applyPatches: (source: string) => string;
};

const mrtSource = fs.readFileSync(require.resolve('material-react-table/dist/index.esm.js'), 'utf8');

describe('mrt-patches', () => {
  it.each(PATCHES.map((patch) => [patch.name, patch] as const))('"%s" finds its passage exactly once in the installed MRT', (_name, patch) => {
    expect(mrtSource.split(patch.find)).toHaveLength(2);
  });

  it('applies every patch, and fails loudly on a source without the passages', () => {
    const patched = applyPatches(mrtSource);
    for (const patch of PATCHES) expect(patched).toContain(patch.replace);
    expect(() => applyPatches('export {};')).toThrow(/expects its passage exactly once/);
  });
});
