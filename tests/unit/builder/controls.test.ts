import fs from 'node:fs';
import path from 'node:path';
import generated from '../../../src/api/generated/table-options.json';
import type {GeneratedPage} from '../../../src/api/types';
import {controlKind, firstSentence, unionMembers} from '../../../src/builder/buildControls';
import {builderControlsJson} from '../../../src/builder/controlsSource';
import {CONTROLS, GROUPS} from '../../../src/builder/model';

const entries = (generated as GeneratedPage).entries;

describe('the builder controls', () => {
  it('src/builder/generated/controls.json is current (npm run generate:builder-controls)', () => {
    const file = fs.readFileSync(path.resolve(__dirname, '../../../src/builder/generated/controls.json'), 'utf8');
    expect(file).toBe(builderControlsJson());
  });

  it('every enable… boolean option is a switch', () => {
    const booleans = entries.filter(
      (entry) => entry.name.startsWith('enable') && unionMembers(entry.type).includes('boolean'),
    );
    expect(booleans.length).toBeGreaterThan(40);
    for (const entry of booleans) {
      const control = CONTROLS.find((candidate) => candidate.name === entry.name);
      // enableClickToCopy is also 'context-menu': a select with false, true and that
      expect({name: entry.name, kind: control?.kind}).toEqual({
        name: entry.name,
        kind: entry.type.includes("'") && !entry.type.startsWith('(') ? 'select' : 'switch',
      });
    }
  });

  it('every string-literal union is a select with the union’s values, except memoMode', () => {
    for (const name of [
      'editDisplayMode',
      'createDisplayMode',
      'layoutMode',
      'columnFilterDisplayMode',
      'paginationDisplayMode',
      'positionToolbarAlertBanner',
      'rowPinningDisplayMode',
      'positionGlobalFilter',
    ]) {
      expect(CONTROLS.find((control) => control.name === name)?.kind).toBe('select');
    }
    expect(CONTROLS.find((control) => control.name === 'editDisplayMode')?.values).toEqual([
      'cell',
      'custom',
      'modal',
      'row',
      'table',
    ]);
    expect(CONTROLS.find((control) => control.name === 'groupedColumnMode')?.values).toEqual([
      false,
      'reorder',
      'remove',
    ]);
    expect(CONTROLS.map((control) => control.name).filter((name) => /^debug|^memoMode$/.test(name))).toEqual([]);
  });

  it('each control has a summary and a group titled like its guide', () => {
    for (const control of CONTROLS) {
      expect({name: control.name, summary: control.summary.length > 10}).toEqual({name: control.name, summary: true});
      expect(GROUPS.some((group) => group.slug === control.group)).toBe(true);
    }
    expect(GROUPS.find((group) => group.slug === 'row-selection')?.title).toBe('Row Selection');
    expect(CONTROLS.find((control) => control.name === 'enableRowSelection')?.group).toBe('row-selection');
  });

  it('defaults come from the reference, and TanStack’s `?? true` for enableSortingRemoval', () => {
    const byName = (name: string) => CONTROLS.find((control) => control.name === name)!;
    expect(byName('enableSorting').defaultValue).toBe(true);
    expect(byName('enableRowSelection').defaultValue).toBe(false);
    expect(byName('enableEditing').defaultValue).toBe(false);
    expect(byName('enableSortingRemoval').defaultValue).toBe(true);
    expect(byName('editDisplayMode').defaultValue).toBe('modal');
    expect(byName('layoutMode').defaultValue).toBeNull();
  });
});

describe('unionMembers', () => {
  it('splits at the top level only', () => {
    expect(unionMembers("'context-menu' | ((cell: MRT_Cell<TData>) => 'context-menu' | boolean) | boolean")).toEqual([
      "'context-menu'",
      "((cell: MRT_Cell<TData>) => 'context-menu' | boolean)",
      'boolean',
    ]);
    expect(unionMembers("'bottom' | 'top' | number")).toEqual(["'bottom'", "'top'", 'number']);
  });

  it('gives no control to options that are neither', () => {
    expect(controlKind({name: 'data', type: 'TData[]', source: 'MRT'})).toBeNull();
    expect(controlKind({name: 'debugAll', type: 'boolean', source: 'TanStack Table'})).toBeNull();
    expect(controlKind({name: 'memoMode', type: "'cells' | 'rows'", source: 'MRT'})).toBeNull();
    expect(controlKind({name: 'manualSorting', type: 'boolean', source: 'TanStack Table'})).toBeNull();
  });
});

describe('firstSentence', () => {
  it('ends at the first full stop outside code spans and abbreviations', () => {
    expect(firstSentence('Shows a `table.setCreatingRow(true).` row. Then more.')).toBe(
      'Shows a `table.setCreatingRow(true).` row.',
    );
    expect(firstSentence('Options, e.g. these ones. More.')).toBe('Options, e.g. these ones.');
    expect(firstSentence('No stop at all')).toBe('No stop at all');
  });
});
