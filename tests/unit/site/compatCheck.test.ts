/**
 * @jest-environment node
 */
import {rows} from '@site/src/components/CompatTable/data';
import {MAX_PASTE, readPaste, stripJsonc, type ReadPaste} from '@site/src/site/compat/paste';
import {measuresCode, summaryOf, verdictFor, worksThroughout, type AppVerdict} from '@site/src/site/compat/verdict';

/** "Check your app" on the Install page: what a paste is read as, and the verdict the table gives it. */

const read = (text: string) => {
  const result = readPaste(text);
  if ('error' in result) throw new Error(result.error);
  return result as ReadPaste;
};
const verdict = (text: string) => {
  const result = verdictFor(rows, read(text).versions);
  if ('error' in result) throw new Error(result.error);
  return result as AppVerdict;
};
const json = (value: unknown) => JSON.stringify(value, null, 2);
const SITE_PEERS = {
  'material-react-table': '3.2.1',
  '@mui/icons-material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  dayjs: '1.11.23',
};

const sameVersions = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

test('every measured combination, pasted as its own resolved versions, is its own nearest and verdict', () => {
  const measured = rows.filter((entry) => entry.result && !measuresCode(entry));
  for (const row of measured) {
    const result = verdict(json({dependencies: row.result!.resolved}));
    expect(result.sameMajors).toBe(true);
    // rows that install the same versions and differ only in the app's code: the first of them answers
    const first = measured.find(
      (other) => other.adapter === row.adapter && sameVersions(other.result!.resolved, row.result!.resolved),
    )!;
    expect([row.id, result.nearest.id]).toEqual([row.id, first.id]);
    expect(result.works).toBe(worksThroughout(first));
    expect(result.nearest.adapter).toBe(row.adapter);
  }
});

test('a combination no package.json can show (a theme option) is never the nearest', () => {
  const themed = rows.filter(measuresCode);
  expect(themed.map((row) => row.id)).toEqual(['mui7-css-variables', 'mui7-css-variables-rerender']);
  for (const row of themed) {
    expect(verdict(json({dependencies: row.result!.resolved})).nearest.id).toBe('site');
  }
});

describe('twenty pasted files of real shapes', () => {
  test('1. a Vite app on the site set: works, no warning', () => {
    const result = verdict(
      json({
        name: 'orders',
        private: true,
        scripts: {dev: 'vite'},
        dependencies: {...SITE_PEERS, '@mui/material': '^7.3.0', '@mui/x-date-pickers': '^8.10.0', react: '^19.0.0'},
        devDependencies: {typescript: '~5.9.3', vite: '^6.0.0'},
      }),
    );
    expect(result.works).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(result.command).toMatch(/^npm install material-react-table@3\.2\.1 @mui\/material@7\.3\.11 /);
  });

  test('2. Material UI 9: the failed steps with their first error, and a command that worked on 7', () => {
    const result = verdict(
      json({
        dependencies: {...SITE_PEERS, react: '^19.1.0', '@mui/material': '^9.0.0', '@mui/x-date-pickers': '^9.0.0'},
      }),
    );
    expect(result.works).toBe(false);
    expect(result.failures.map((failure) => failure.step)).toEqual(expect.arrayContaining(['types', 'render']));
    expect(result.failures.find((failure) => failure.step === 'types')?.error).toMatch(/TS\d+/);
    expect(result.recommended.result!.resolved!['@mui/material']).toMatch(/^7\./);
    expect(result.overrides).toContain('"@mui/material": "7.');
  });

  test('3. Material UI 9 with the pickers 8: npm needed --legacy-peer-deps there', () => {
    const result = verdict(
      json({dependencies: {...SITE_PEERS, react: '19.3.1', '@mui/material': '9.5.0', '@mui/x-date-pickers': '8.29.5'}}),
    );
    expect(result.nearest.id).toBe('r19-mui9-p8');
    expect(result.failures.find((failure) => failure.step === 'install')?.outcome).toBe('legacy');
  });

  test('4. React 18 with Material UI 6 and the pickers 7', () => {
    const result = verdict(
      json({
        dependencies: {
          ...SITE_PEERS,
          react: '^18.2.0',
          'react-dom': '^18.2.0',
          '@mui/material': '^6.1.0',
          '@mui/x-date-pickers': '^7.22.0',
        },
      }),
    );
    expect(result.nearest.id).toBe('r18-mui6-p7');
    expect(result.works).toBe(true);
  });

  test('4b. without a date library, a Day.js row, not a date-fns variant nearer by minor version', () => {
    const result = verdict(
      json({dependencies: {react: '^18.3.0', '@mui/material': '^6.4.0', '@mui/x-date-pickers': '^7.20.0'}}),
    );
    expect(result.nearest.id).toBe('r18-mui6-p7');
  });

  test('5. date-fns 4 with the pickers 7.15: the legacy install', () => {
    const {dayjs: _dayjs, ...peers} = SITE_PEERS;
    const result = verdict(
      json({
        dependencies: {
          ...peers,
          'date-fns': '^4.1.0',
          react: '18.3.1',
          '@mui/material': '6.5.0',
          '@mui/x-date-pickers': '7.15.0',
        },
      }),
    );
    expect(result.nearest.id).toBe('r18-mui6-p7.15-datefns4');
    expect(result.nearest.adapter).toBe('date-fns');
  });

  test('6. JSONC: comments and trailing commas', () => {
    const text = `{
      // the app
      "dependencies": {
        "react": "^19.0.0", /* pinned later */
        "@mui/material": "^7.1.0",
        "@mui/x-date-pickers": "^8.0.0",
        "material-react-table": "^3.2.1",
      },
    }`;
    expect(read(text).versions).toEqual({
      react: '^19.0.0',
      '@mui/material': '^7.1.0',
      '@mui/x-date-pickers': '^8.0.0',
      'material-react-table': '^3.2.1',
    });
    expect(verdict(text).sameMajors).toBe(true);
  });

  test('7. a comment marker inside a string stays', () => {
    expect(stripJsonc('{"homepage": "https://example.com/a//b", "x": "/* no */"}')).toBe(
      '{"homepage": "https://example.com/a//b", "x": "/* no */"}',
    );
  });

  test('8. only the dependencies part, with its key', () => {
    const text = `"dependencies": {
      "@mui/material": "7.3.11",
      "@mui/x-date-pickers": "8.29.5",
      "react": "19.3.1"
    },`;
    expect(read(text)).toEqual(expect.objectContaining({kind: 'dependencies'}));
    expect(verdict(text).nearest.id).toBe('site');
  });

  test('9. bare dependency lines copied out of a package.json', () => {
    const text = `"react": "^18.3.1",\n"@mui/material": "^7.0.0",\n"@mui/x-date-pickers": "^8.0.0",`;
    expect(verdict(text).nearest.id).toBe('r18-mui7-p8');
  });

  test('10. a plain object of versions', () => {
    expect(verdict('{"react": "19.3.1", "@mui/material": "6.5.0", "@mui/x-date-pickers": "8.29.5"}').nearest.id).toBe(
      'r19-mui6-p8',
    );
  });

  test('11. "latest" reads as the newest measured release, and says so', () => {
    const result = verdict(
      json({
        dependencies: {...SITE_PEERS, react: 'latest', '@mui/material': 'latest', '@mui/x-date-pickers': 'latest'},
      }),
    );
    expect(result.nearest.id).toBe('newest');
    expect(result.warnings.join('\n')).toContain('@mui/material "latest" installs the newest release');
  });

  test('12. missing peers are named', () => {
    const result = verdict(
      json({dependencies: {react: '^19.0.0', '@mui/material': '^7.0.0', 'material-react-table': '^3.2.1'}}),
    );
    const warnings = result.warnings.join('\n');
    expect(warnings).toContain('No @mui/x-date-pickers: material-react-table 3 needs it');
    expect(warnings).toContain('No @emotion/react');
    expect(warnings).toContain('No dayjs or date-fns');
  });

  test('13. a workspaces root without dependencies asks for the app package', () => {
    const result = readPaste(json({name: 'monorepo', private: true, workspaces: ['apps/*', 'packages/*']}));
    expect(result).toEqual(expect.objectContaining({versions: {}}));
    expect((result as ReadPaste).notes[0]).toContain('workspaces root');
    expect(verdictFor(rows, (result as ReadPaste).versions)).toEqual({error: expect.stringContaining('None of')});
  });

  test('14. a workspace app with workspace: and file: versions', () => {
    const result = verdict(
      json({
        dependencies: {
          ...SITE_PEERS,
          '@acme/ui': 'workspace:*',
          react: '^19.0.0',
          '@mui/material': 'file:../mui',
          '@mui/x-date-pickers': '^8.0.0',
        },
      }),
    );
    expect(result.warnings.join('\n')).toContain('@mui/material "file:../mui" names no version');
  });

  test('15. a package-lock.json pasted by mistake: its installed versions', () => {
    const lock = {
      name: 'orders',
      lockfileVersion: 3,
      packages: {
        '': {dependencies: {react: '^19.0.0'}},
        'node_modules/react': {version: '19.3.1'},
        'node_modules/@mui/material': {version: '7.3.11'},
        'node_modules/@mui/x-date-pickers': {version: '7.29.4'},
        'node_modules/@mui/material/node_modules/react-is': {version: '19.0.0'},
      },
    };
    const result = read(json(lock));
    expect(result.kind).toBe('package-lock.json');
    expect(result.versions).toEqual({react: '19.3.1', '@mui/material': '7.3.11', '@mui/x-date-pickers': '7.29.4'});
    expect(verdict(json(lock)).nearest.id).toBe('r19-mui7-p7');
  });

  test('16. the text output of npm ls', () => {
    const text = `orders@1.0.0 /home/me/orders
├── @emotion/react@11.14.0
├─┬ @mui/material@7.3.11
│ └── react@19.3.1 deduped
├── @mui/x-date-pickers@8.29.5
├── material-react-table@3.2.1
└── react@19.3.1`;
    const result = read(text);
    expect(result.kind).toBe('npm ls');
    expect(result.versions['@mui/material']).toBe('7.3.11');
    expect(verdict(text).nearest.id).toBe('site');
  });

  test('17. npm ls --json', () => {
    const text = json({
      name: 'orders',
      dependencies: {
        react: {version: '18.3.1'},
        '@mui/material': {version: '6.5.0'},
        '@mui/x-date-pickers': {version: '7.29.4'},
      },
    });
    expect(verdict(text).nearest.id).toBe('r18-mui6-p7');
  });

  test('18. TanStack Table 9 installed beside MRT: its measured row, a warning with what to do', () => {
    const result = verdict(
      json({
        dependencies: {
          ...SITE_PEERS,
          react: '^19.0.0',
          '@mui/material': '^7.0.0',
          '@mui/x-date-pickers': '^8.0.0',
          '@tanstack/react-table': '^9.0.0',
        },
      }),
    );
    const ownV9 = rows.find((row) => row.id === 'tanstack-v9')!;
    const typed = rows.find((row) => row.id === 'tanstack-v9-mrt-types')!;
    expect(result.nearest.id).toBe('tanstack-v9');
    expect(result.works).toBe(false);
    expect(result.failures.map((failure) => failure.step)).toEqual(['types']);
    const warning = result.warnings.find((line) => line.startsWith('@tanstack/react-table'))!;
    expect(warning).toMatch(/^@tanstack\/react-table \^9\.0\.0 is installed beside the TanStack Table 8\.20\.6/);
    expect(warning).toContain(`(${ownV9.label}): ${summaryOf(ownV9)}.`);
    expect(summaryOf(ownV9)).toMatch(/^types fails with \d+ errors \(the first: .*error TS\d+/);
    expect(warning).toContain(`With MRT's types instead (${typed.label}): every step worked.`);
    expect(warning).toContain('Type the columns with MRT_ColumnDef and createMRTColumnHelper');
    // what worked nearest: the same versions, with MRT's types
    expect(result.recommended.id).toBe('tanstack-v9-mrt-types');
  });

  test("18b. npm ls: the app's TanStack Table 9 on top, MRT's 8.20.6 nested under it", () => {
    const text = [
      'orders@1.0.0 /app',
      '├── @mui/material@7.3.11',
      '├── @mui/x-date-pickers@8.29.5',
      '├── @tanstack/react-table@9.3.1',
      '├─┬ material-react-table@3.2.1',
      '│ └── @tanstack/react-table@8.20.6',
      '└── react@19.3.1',
    ].join('\n');
    const result = verdict(text);
    expect(result.found['@tanstack/react-table']).toBe('9.3.1');
    expect(result.nearest.id).toBe('tanstack-v9');
    expect(result.warnings.join('\n')).toContain('@tanstack/react-table 9.3.1 is installed beside');
  });

  test('18c. TanStack Table pinned to 8.20.6: one copy, but its ColumnDef is still not MRT_ColumnDef', () => {
    const result = verdict(
      json({
        dependencies: {...SITE_PEERS, react: '19.3.1', '@mui/material': '7.3.11', '@tanstack/react-table': '8.20.6'},
      }),
    );
    expect(result.nearest.id).toBe('tanstack-v8');
    expect(result.warnings.join('\n')).toContain(
      'is TanStack Table 8, like the 8.20.6 that material-react-table 3.2.1 runs on, but its ColumnDef is not MRT_ColumnDef.',
    );
  });

  test('18d. a Next.js app: the Next.js row', () => {
    const result = verdict(
      json({
        dependencies: {
          ...SITE_PEERS,
          next: '^16.0.0',
          '@mui/material-nextjs': '^7.3.0',
          react: '^19.2.0',
          'react-dom': '^19.2.0',
          '@mui/material': '^7.3.0',
          '@mui/x-date-pickers': '^8.0.0',
        },
      }),
    );
    expect(result.nearest.id).toBe('nextjs-app-router');
    expect(result.works).toBe(worksThroughout(rows.find((row) => row.id === 'nextjs-app-router')!));
    expect(result.warnings).toEqual([]);
  });

  test('18e. an app with none of the added packages is never matched to their rows', () => {
    const result = verdict(json({dependencies: {...SITE_PEERS, react: '19.3.1', '@mui/material': '7.3.11'}}));
    expect(result.nearest.id).toBe('site');
    expect(result.recommended.id).toBe('site');
  });

  test('19. versions the table has no row for: React 17, Material UI 5, a V2 table, Next.js', () => {
    const result = verdict(
      json({
        dependencies: {
          react: '^17.0.2',
          '@mui/material': '^5.15.0',
          '@mui/x-date-pickers': '^6.0.0',
          'material-react-table': '^2.13.0',
          next: '14.2.0',
        },
      }),
    );
    const warnings = result.warnings.join('\n');
    expect(warnings).toContain('The table shows no row with react 17');
    expect(warnings).toContain('The table shows no row with @mui/material 5');
    expect(warnings).toContain('material-react-table ^2.13.0: these results are for 3.2.1');
    expect(warnings).toContain('The table shows no row with next 14');
  });

  test('20. a Yarn lockfile gets a plain message', () => {
    expect(readPaste('# yarn lockfile v1\n\nreact@^19.0.0:\n  version "19.3.1"\n')).toEqual({
      error: expect.stringContaining('pnpm or Yarn lockfile'),
    });
  });
});

describe('bad input', () => {
  test.each([
    ['', 'Paste your package.json'],
    ['hello world', 'This is not JSON, nor the output of npm ls'],
    ['<script>alert(1)</script>', 'This is not JSON, nor the output of npm ls'],
    ['[1, 2, 3]', 'This is JSON, but not an object'],
    [' '.repeat(MAX_PASTE + 1), 'the checker reads up to 2 MB'],
  ])('%j', (text, message) => {
    expect(readPaste(text)).toEqual({error: expect.stringContaining(message)});
  });

  test('a package.json without any of React, Material UI or the pickers asks for the app', () => {
    expect(verdictFor(rows, read(json({dependencies: {lodash: '^4.17.21'}})).versions)).toEqual({
      error: expect.stringContaining('None of @mui/material, @mui/x-date-pickers, react is in it'),
    });
  });
});
