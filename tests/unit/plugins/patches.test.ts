/** @jest-environment node */
/**
 * plugins/patches/manifest.ts stays true, and plugins/PATCHES.md is what it generates: the versions every patch
 * was written against are the installed ones (an upgrade fails here first and points at the list), each part's
 * importer makes its import in the installed package, every file it names exists, every stand-in of the
 * deferred folder is registered there, and the swizzles are every component under src/theme with the action
 * and the safety level Docusaurus' own swizzle config gives it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFERRED_DIR, PARTS, PATCHES, PINNED, SWIZZLES, partName} from '@site/plugins/patches/manifest';
import {renderPatches, wrap, WIDTH} from '@site/plugins/patches/render';
import type {Part} from '@site/plugins/patches/types';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const installedVersion = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

test('plugins/PATCHES.md is what the manifest generates (npm run generate:patches)', () => {
  expect(read('plugins/PATCHES.md')).toBe(renderPatches());
});

test.each(Object.entries(PINNED))(
  '%s is installed at %s, the version its patches were written for',
  (name, version) => {
    expect(`${name}@${installedVersion(name)}`).toBe(`${name}@${version}`);
  },
);

test('patch ids and part names are unique (each names one guard and one anchor)', () => {
  const names = [...PATCHES.map((patch) => patch.id), ...PARTS.map(({patch, part}) => partName(patch, part))];
  expect(new Set(names).size).toBe(names.length);
});

const label = ({patch, part}: {patch: string; part: Part}) => partName(patch, part);
const parts = PARTS.map((entry) => [label(entry), entry.part] as const);

describe.each(parts)('%s', (_name, part) => {
  test('its stand-in or loader exists', () => {
    const file = part.kind === 'loader' ? part.loader : part.replacement;
    expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  if (part.kind === 'redirect' && part.importer.package !== 'site') {
    const importer = part.importer;
    test(`${importer.example} makes the import in ${importer.package} ${PINNED[importer.package]}`, () => {
      expect(importer.folder.test(path.dirname(path.join(ROOT, importer.example)))).toBe(true);
      const escaped = part.request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(read(importer.example)).toMatch(new RegExp(`from ['"]${escaped}['"]`));
    });
  }
  if (part.kind === 'alias') {
    test(`${part.seenIn} imports or lists the aliased module`, () => {
      const last = part.request.split('/').pop()!;
      expect(read(part.seenIn)).toMatch(part.byPath ? `'./${last}'` : `from '${part.request}'`);
    });
  }
  if (part.kind === 'loader') {
    test(`its rule matches ${part.example}, which exists`, () => {
      expect(part.module.test(path.join(ROOT, part.example))).toBe(true);
      expect(fs.existsSync(path.join(ROOT, part.example))).toBe(true);
    });
  }
});

test('every stand-in in the deferred folder is the replacement of a redirect of the manifest', () => {
  const standIns = fs
    .readdirSync(path.join(ROOT, DEFERRED_DIR))
    .filter((file) => /^[A-Z]\w*\.tsx$/.test(file) && file !== 'PickerContext.tsx')
    .map((file) => `${DEFERRED_DIR}/${file}`);
  const replaced = new Set(PARTS.flatMap(({part}) => (part.kind === 'redirect' ? [part.replacement] : [])));
  expect(standIns.filter((file) => !replaced.has(file))).toEqual([]);
});

type SwizzleConfig = {components: Record<string, {actions: Record<'eject' | 'wrap', string>}>};
const classic = (require('@docusaurus/theme-classic/lib/getSwizzleConfig.js').default as () => SwizzleConfig)();

/** Each swizzled component under src/theme (a folder's index, or a file), and how it is swizzled. */
function swizzles(): {component: string; action: 'eject' | 'wrap'}[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const themeDir = path.join(ROOT, 'src/theme');
  return (
    walk(themeDir)
      // a swizzle is a folder's index or a top-level file; other files in a swizzle's folder are its own modules
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /[\\/]index\.tsx?$/.test(file) || path.dirname(file) === themeDir)
      .map((file) => ({file, component: path.relative(themeDir, file).replace(/(\/index)?\.tsx?$/, '')}))
      .map(({file, component}) => ({
        component,
        action: fs.readFileSync(file, 'utf8').includes('@theme-original/') ? 'wrap' : 'eject',
      }))
  );
}

test('the swizzles are every component under src/theme with Docusaurus’ safety level', () => {
  const listed = SWIZZLES.map(({component, action, safety}) => `${component} ${action} ${safety}`);
  const actual = swizzles().map(
    ({component, action}) => `${component} ${action} ${classic.components[component]?.actions[action] ?? 'unlisted'}`,
  );
  expect(listed.sort()).toEqual(actual.sort());
});

test('the generated prose keeps to the line width', () => {
  expect(wrap('one two three four', 9)).toBe('one two\nthree\nfour');
  const prose = renderPatches()
    .split('\n')
    .filter((line) => line && !line.startsWith('|'));
  expect(prose.filter((line) => line.length > WIDTH)).toEqual([]);
});

test('the patches that can be switched off are exactly those the config and plugins ask isPatchOff about', () => {
  const sources = [
    'docusaurus.config.ts',
    ...fs.readdirSync(path.join(ROOT, 'plugins')).map((dir) => `plugins/${dir}/index.ts`),
  ]
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
    .map(read)
    .join('\n');
  const asked = [...sources.matchAll(/isPatchOff\('([\w-]+)'\)/g)].map((match) => match[1]);
  const switchable = PATCHES.filter((patch) => 'switchOff' in patch).map((patch) => patch.id);
  expect([...new Set(asked)].sort()).toEqual(switchable.sort());
});
