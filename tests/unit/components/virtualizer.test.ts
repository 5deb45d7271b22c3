import fs from 'node:fs';
import path from 'node:path';

/**
 * MRT's import of @tanstack/react-virtual gets src/components/MrtFrame/virtualizer
 * in the browser (plugins/mrt-deferred): the library loads on first use unless
 * the page provided it (virtualizer/ready).
 */
type StandIn = typeof import('@site/src/components/MrtFrame/virtualizer');
const freshStandIn = (): StandIn => {
  let standIn: StandIn | undefined;
  jest.isolateModules(() => {
    standIn = require('@site/src/components/MrtFrame/virtualizer');
  });
  return standIn!;
};
const RANGE = {startIndex: 2, endIndex: 4, overscan: 1, count: 10};

test('before the library is provided, the first call suspends (throws a promise) and later calls use the loaded library', async () => {
  const {defaultRangeExtractor} = freshStandIn();
  let thrown: unknown;
  try {
    defaultRangeExtractor(RANGE);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Promise);
  await thrown;
  expect(defaultRangeExtractor(RANGE)).toEqual([1, 2, 3, 4, 5]);
});

test('a provided library is used at once', () => {
  const {defaultRangeExtractor, provideVirtualizer} = freshStandIn();
  provideVirtualizer(jest.requireActual('@tanstack/react-virtual'));
  expect(defaultRangeExtractor(RANGE)).toEqual([1, 2, 3, 4, 5]);
});

/** Source files under `dir` (recursively). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('every table outside the examples that virtualizes from its first render provides the library', () => {
  const src = path.resolve(__dirname, '../../../src');
  const examples = path.join(src, 'examples');
  const standIn = path.join(src, 'components/MrtFrame/virtualizer');
  const missing = sources(src)
    // components render tables; .ts files hold data and descriptions that only mention the options
    .filter((file) => file.endsWith('.tsx') && !file.startsWith(examples) && !file.startsWith(standIn))
    .filter((file) => /\benable(Row|Column)Virtualization\s*[:=]/.test(fs.readFileSync(file, 'utf8')))
    .filter((file) => !fs.readFileSync(file, 'utf8').includes("components/MrtFrame/virtualizer/ready'"));
  expect(missing).toEqual([]);
});
