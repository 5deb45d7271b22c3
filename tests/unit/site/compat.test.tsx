/**
 * The compatibility table of the Install page comes from `npm run compat` (scripts/compat.mjs), which CI does
 * not re-run (it installs 13 combinations from the registry). These checks keep the committed result honest
 * against the site: it measured the MRT this site pins, its own exact set among the combinations, and the
 * page shows every combination of the matrix.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import matrix from '@site/src/site/compat/matrix.json';
import results from '@site/src/site/compat/results.json';
import versions from '@site/src/components/Example/export/versions.json';
import CompatTable from '@site/src/components/CompatTable';
import {ADDED_NAMES, rows} from '@site/src/components/CompatTable/data';

const root = path.resolve(__dirname, '../../..');
const site = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const siteCombination = results.combinations.find((entry) => entry.id === 'site');

describe('the compatibility measurements', () => {
  test('measured the material-react-table version this site pins', () => {
    expect(results.materialReactTable).toBe(site.dependencies['material-react-table']);
    expect(results.materialReactTable).toBe(versions['material-react-table']);
    for (const entry of results.combinations) {
      expect(entry.resolved?.['material-react-table'] ?? results.materialReactTable).toBe(results.materialReactTable);
    }
  });

  test('include the exact set this site runs, resolved to the same versions, passing every step', () => {
    expect(matrix.combinations.filter((entry) => 'site' in entry && entry.site).map((entry) => entry.id)).toEqual([
      'site',
    ]);
    expect(siteCombination).toBeDefined();
    for (const name of [
      'react',
      'react-dom',
      '@mui/material',
      '@mui/icons-material',
      '@mui/x-date-pickers',
      '@emotion/react',
      '@emotion/styled',
      'dayjs',
    ] as const) {
      expect([name, siteCombination!.resolved?.[name]]).toEqual([name, versions[name]]);
    }
    const outcomes = [...Object.values(siteCombination!.steps), ...Object.values(siteCombination!.features ?? {})].map(
      (step) => step.outcome,
    );
    expect(outcomes.length).toBeGreaterThan(4);
    expect(new Set(outcomes)).toEqual(new Set(['pass']));
  });

  test('cover every combination of the matrix, one result each', () => {
    expect(results.combinations.map((entry) => entry.id)).toEqual(matrix.combinations.map((entry) => entry.id));
  });
});

describe('the Install page', () => {
  test('renders the table', () => {
    const page = fs.readFileSync(path.join(root, 'docs/getting-started/install.mdx'), 'utf8');
    expect(page).toMatch(/^import CompatTable from '@site\/src\/components\/CompatTable';$/m);
    expect(page).toMatch(/^<CompatTable \/>$/m);
  });

  test('shows every combination, with the date it was measured', () => {
    render(<CompatTable />);
    const table = screen.getByRole('table');
    expect(within(table).getByText(new RegExp(`measured on ${results.measuredOn}`))).toBeInTheDocument();
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toHaveLength(matrix.combinations.length);
    matrix.combinations.forEach((combination, index) => expect(rowHeaders[index]).toContain(combination.label));
  });

  test('marks each step of a combination as measured, and gives a failing step’s first error on demand', () => {
    render(<CompatTable />);
    const failing = results.combinations.find((entry) => entry.steps.types.outcome === 'fail');
    expect(failing).toBeDefined();
    const label = matrix.combinations.find((entry) => entry.id === failing!.id)!.label;
    const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(label))!;
    // the Types column (the third cell after the row header) says it fails
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('fails');
    const details = screen.getAllByRole('group').find((group) => group.textContent?.startsWith(label))!;
    expect(details).toHaveTextContent(failing!.steps.types.error!.slice(0, 60));
  });
});

describe('the rows that change the app around the table', () => {
  test('name what they add, with its resolved version', () => {
    render(<CompatTable />);
    for (const row of rows.filter((entry) => Object.keys(entry.adds).length > 0 && entry.result)) {
      const header = screen.getAllByRole('rowheader').find((cell) => cell.textContent?.startsWith(row.label))!;
      for (const name of Object.keys(row.adds)) {
        const version = row.result!.resolved![name].split('.').slice(0, 2).join('.');
        expect(header).toHaveTextContent(`${ADDED_NAMES[name] ?? name} ${version}`);
      }
    }
  });

  test('a row measured on another day than the caption says so', () => {
    const dates = new Set(results.combinations.map((entry) => entry.measuredOn));
    render(<CompatTable />);
    const headers = screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    for (const entry of results.combinations) {
      const label = matrix.combinations.find((combination) => combination.id === entry.id)!.label;
      const header = headers.find((text) => text.startsWith(label))!;
      expect([entry.id, header.includes(`measured ${entry.measuredOn}`)]).toEqual([
        entry.id,
        entry.measuredOn !== results.measuredOn,
      ]);
    }
    expect(dates.size).toBeGreaterThan(0);
  });
});
