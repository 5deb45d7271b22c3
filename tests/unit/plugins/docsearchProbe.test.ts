/** @jest-environment node */
/**
 * plugins/docsearch-probe: DocSearch's localStorage probe runs once per page, not on every render of its
 * modal, and the build fails loudly when the installed DocSearch no longer has the probe's code.
 */
import fs from 'node:fs';
import path from 'node:path';

const {patchProbe} = require('../../../plugins/docsearch-probe/probeLoader.cjs') as {
  patchProbe: (source: string) => string;
};
const MODAL = path.resolve(__dirname, '../../../node_modules/@docsearch/react/dist/esm/DocSearchModal.js');

/** The patched module's scope with `window`: returns what one render evaluates (the wrapped probe). */
function patchedProbe(window: unknown): () => boolean {
  const patched = patchProbe(fs.readFileSync(MODAL, 'utf8'));
  const helper = patched.slice(0, patched.indexOf('\n'));
  const start = patched.indexOf('__mrtStorageProbe(function(){');
  const end = patched.indexOf('}catch(e){return!1}})', start) + '}catch(e){return!1}})'.length;
  const moduleScope = new Function('window', `${helper}\nreturn function(){return ${patched.slice(start, end)}};`);
  return moduleScope(window) as () => boolean;
}

function fakeWindow(throwing = false) {
  const writes: string[] = [];
  const localStorage = {
    setItem(key: string) {
      writes.push(key);
      if (throwing) throw new Error('SecurityError');
    },
    removeItem() {},
  };
  return {writes, window: {localStorage}};
}

test('the installed DocSearch modal has the probe exactly once, and the patch wraps it', () => {
  const source = fs.readFileSync(MODAL, 'utf8');
  expect(source.split('"__TEST_KEY__"')).toHaveLength(2);
  expect(patchProbe(source)).toContain('__mrtStorageProbe(function(){');
});

test('however often the modal renders, localStorage is probed once', () => {
  const {writes, window} = fakeWindow();
  // each call below is what one render does: the wrapped probe, evaluated again in the same module scope
  const runProbe = patchedProbe(window);
  expect([runProbe(), runProbe(), runProbe()]).toEqual([true, true, true]);
  expect(writes).toEqual(['__TEST_KEY__']);
});

test('a storage that throws is probed once too, and answers "unavailable"', () => {
  const {writes, window} = fakeWindow(true);
  const runProbe = patchedProbe(window);
  expect([runProbe(), runProbe()]).toEqual([false, false]);
  expect(writes).toEqual(['__TEST_KEY__']);
});

test('a DocSearch whose probe moved fails the build, naming the patch', () => {
  expect(() => patchProbe('export default function DocSearchModal() {}')).toThrow(/docsearch-probe/);
});
