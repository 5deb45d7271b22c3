/** @jest-environment node */
/**
 * plugins/PATCHES.md stays true: the versions every patch was written against are the installed ones (an
 * upgrade fails here first and points at the list), and its swizzle table is every component under
 * src/theme with the action and the safety level Docusaurus' own swizzle config gives it.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const LIST = fs.readFileSync(path.join(ROOT, 'plugins/PATCHES.md'), 'utf8');

/** The rows of the Markdown table under `## <heading>`, as arrays of cell texts. */
function tableRows(heading: string): string[][] {
  const section = LIST.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`PATCHES.md has no "## ${heading}" section`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const installedVersion = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

test.each(tableRows('Pinned versions'))(
  '%s is installed at %s, the version its patches were written for',
  (name, version) => {
    expect(`${name}@${installedVersion(name!)}`).toBe(`${name}@${version}`);
  },
);

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

test('the swizzle table lists every component under src/theme with Docusaurus’ safety level', () => {
  const listed = tableRows('Swizzles').map(([component, action, safety]) => `${component} ${action} ${safety}`);
  const actual = swizzles().map(
    ({component, action}) => `${component} ${action} ${classic.components[component]?.actions[action] ?? 'unlisted'}`,
  );
  expect(listed.sort()).toEqual(actual.sort());
});
