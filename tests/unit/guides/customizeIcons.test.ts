/**
 * The Customize Icons guide lists every key of MRT_Icons with the @mui/icons-material icon it defaults to.
 * The list must be exactly what the installed material-react-table declares (MRT_Icons is
 * `Record<keyof typeof MRT_Default_Icons, any>`) and imports, so an upgrade that adds, drops or changes
 * an icon fails here instead of leaving the page wrong.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const DIST = path.join(ROOT, 'node_modules/material-react-table/dist');

/** Keys of `MRT_Default_Icons` as declared in the package's type definitions. */
function declaredIconKeys(): string[] {
  const dts = fs.readFileSync(path.join(DIST, 'index.d.ts'), 'utf8');
  const start = dts.indexOf('declare const MRT_Default_Icons: {');
  expect(start).toBeGreaterThan(-1);
  const end = dts.indexOf('\n};', start);
  const block = dts.slice(start, end);
  return [...block.matchAll(/^ {4}readonly (\w+):/gm)].map((match) => match[1]);
}

/** The default icon behind each key: `MRT_Default_Icons` lists imported names, each from '@mui/icons-material/<Icon>'. */
function defaultIcons(): Record<string, string> {
  const esm = fs.readFileSync(path.join(DIST, 'index.esm.js'), 'utf8');
  const imports = new Map(
    [...esm.matchAll(/^import (\w+) from '@mui\/icons-material\/(\w+)';$/gm)].map((match) => [match[1], match[2]]),
  );
  const start = esm.indexOf('const MRT_Default_Icons = {');
  expect(start).toBeGreaterThan(-1);
  const block = esm.slice(start, esm.indexOf('};', start));
  const keys = [...block.matchAll(/^ {4}(\w+),$/gm)].map((match) => match[1]);
  return Object.fromEntries(keys.map((key) => [key, imports.get(key) ?? '(not an @mui/icons-material import)']));
}

/** Rows of the guide's "Every key and where it shows" table: key → default icon. */
function guideRows(): Record<string, string> {
  const page = fs.readFileSync(path.join(ROOT, 'docs/guides/customize-icons.mdx'), 'utf8');
  const start = page.indexOf('### Every key and where it shows');
  expect(start).toBeGreaterThan(-1);
  const section = page.slice(start, page.indexOf('\n### ', start + 1));
  const rows = [...section.matchAll(/^\| `(\w+)` \| `(\w+)` \|/gm)];
  return Object.fromEntries(rows.map((match) => [match[1], match[2]]));
}

test('the guide lists exactly the icon keys the installed MRT_Icons type has', () => {
  const declared = declaredIconKeys();
  expect(declared.length).toBeGreaterThan(30);
  expect(Object.keys(guideRows()).sort()).toEqual([...declared].sort());
});

test('each listed key names the @mui/icons-material icon MRT uses by default', () => {
  const defaults = defaultIcons();
  expect(Object.keys(defaults).sort()).toEqual(declaredIconKeys().sort());
  expect(guideRows()).toEqual(defaults);
});
