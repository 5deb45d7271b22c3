import fs from 'fs';
import path from 'path';
// semver ships no types of its own; the three functions used here are declared below
const semver = require('semver') as {
  valid: (version: string) => string | null;
  satisfies: (version: string, range: string) => boolean;
};
import {DATE_PACKAGES, TANSTACK_TABLE_VERSION, installCommand, type PackageManager} from '@site/src/site/install';

const root = path.resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const site = readJson('package.json');
const siteDeps: Record<string, string> = {...site.dependencies, ...site.devDependencies};
const mrt = readJson('node_modules/material-react-table/package.json');
const peers: Record<string, string> = mrt.peerDependencies;

/** The `name@version` arguments of a documented command, as a map. */
function parseCommand(command: string): Map<string, string> {
  const args = command.split(/\s+/).slice(2);
  return new Map(
    args.map((arg) => {
      const at = arg.lastIndexOf('@');
      expect(at).toBeGreaterThan(0); // every package is written with a version
      return [arg.slice(0, at), arg.slice(at + 1)];
    }),
  );
}

const MANAGERS: PackageManager[] = ['npm', 'yarn', 'pnpm', 'bun'];

describe('the documented install command', () => {
  const documented = parseCommand(installCommand('npm'));

  it('names the table and every peer except React', () => {
    expect(documented.get('material-react-table')).toBe(mrt.version);
    const expected = Object.keys(peers).filter((name) => name !== 'react' && name !== 'react-dom');
    expect([...documented.keys()].sort()).toEqual(['material-react-table', ...expected].sort());
  });

  it.each(Object.keys(peers).filter((name) => !name.startsWith('react')))(
    'pins %s to a version inside MRT’s peer range',
    (name) => {
      const version = documented.get(name)!;
      expect(semver.valid(version)).toBe(version);
      expect(semver.satisfies(version, peers[name])).toBe(true);
    },
  );

  it('pins each package to what this site installs', () => {
    for (const [name, version] of [...documented, ...parseCommand(installCommand('npm', DATE_PACKAGES))]) {
      const range = siteDeps[name];
      expect(range).toBeDefined();
      expect(range === version || semver.satisfies(version, range)).toBe(true);
      // and the copy in node_modules is that version
      expect(readJson(`node_modules/${name}/package.json`).version).toBe(version);
    }
  });

  it('stays on Material UI 7, whose TextField still takes the props MRT passes', () => {
    expect(documented.get('@mui/material')).toMatch(/^7\./);
    expect(documented.get('@mui/x-date-pickers')).toMatch(/^8\./);
  });

  it.each(MANAGERS)('lists the same packages for %s', (manager) => {
    expect(parseCommand(installCommand(manager))).toEqual(documented);
  });

  it('is the only install command written on the install and home pages', () => {
    const install = fs.readFileSync(path.join(root, 'docs/getting-started/install.mdx'), 'utf8');
    const home = fs.readFileSync(path.join(root, 'src/pages/index.tsx'), 'utf8');
    for (const source of [install, home]) {
      expect(source).toContain("from '@site/src/site/install'");
      expect(source).not.toMatch(/(npm install|yarn add|pnpm add|bun add) (material-react-table|dayjs)/);
    }
  });
});

test('the TanStack Table version the site names is the one material-react-table depends on', () => {
  expect(TANSTACK_TABLE_VERSION).toBe(mrt.dependencies['@tanstack/react-table']);
});
