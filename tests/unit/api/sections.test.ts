/**
 * The sections of the MRT Components and MRT Hooks pages follow the generated
 * data: every component falls into one group, and the hooks page has one h3 per
 * exported hook, under the h2 its signature implies.
 */
import fs from 'node:fs';
import path from 'node:path';
import {COMPONENT_GROUPS, componentsIn, groupOf} from '@site/src/api/componentGroups';
import {mergeEntries} from '@site/src/api/entries';
import type {GeneratedPage} from '@site/src/api/types';
import components from '@site/src/api/generated/mrt-components.json';
import hooks from '@site/src/api/generated/mrt-hooks.json';

const ROOT = path.resolve(__dirname, '../../..');
const page = (slug: string) => fs.readFileSync(path.join(ROOT, 'docs/api', `${slug}.mdx`), 'utf8');

describe('component groups', () => {
  const entries = mergeEntries(components as GeneratedPage, {});

  test('every exported component is in a group, and no group is empty', () => {
    expect(entries.filter((entry) => !groupOf(entry.name)).map((entry) => entry.name)).toEqual([]);
    for (const {id} of COMPONENT_GROUPS) expect(componentsIn(entries, id).length).toBeGreaterThan(0);
  });

  test('a few components land where a reader looks for them', () => {
    expect(groupOf('MRT_ToggleRowActionMenuButton')).toBe('buttons');
    expect(groupOf('MRT_ShowHideColumnsMenuItems')).toBe('menus');
    expect(groupOf('MRT_TableHeadCellSortLabel')).toBe('head');
    expect(groupOf('Memo_MRT_TableBodyRow')).toBe('body');
    expect(groupOf('MRT_GlobalFilterTextField')).toBe('inputs');
    expect(groupOf('MRT_TablePaper')).toBe('containers');
  });

  test('the page has a table for every group, under a heading', () => {
    const source = page('mrt-components');
    for (const {id, title} of COMPONENT_GROUPS) {
      expect(source).toContain(`componentsIn(entries, '${id}')`);
      expect(source).toMatch(new RegExp(`^### ${title}$`, 'm'));
    }
  });

  test('componentsIn gives the same array each time (tables keep their rows)', () => {
    expect(componentsIn(entries, 'buttons')).toBe(componentsIn(entries, 'buttons'));
  });
});

describe('hook sections', () => {
  const source = page('mrt-hooks');
  /** h3 titles under each h2. */
  const sections = new Map<string, string[]>();
  let current = '';
  for (const line of source.split('\n')) {
    if (line.startsWith('## ')) sections.set((current = line.slice(3)), []);
    else if (line.startsWith('### ')) sections.get(current)!.push(line.slice(4));
  }

  test('one h3 per exported hook', () => {
    const h3 = [...sections.values()].flat();
    expect([...h3].sort()).toEqual(hooks.entries.map((entry) => entry.name).sort());
  });

  test('hooks that take table options or return nothing are under "Creating a Table", the others under "Rendering Rows and Columns"', () => {
    const creates = (type: string) => /\((tableOptions|definedTableOptions):/.test(type) || / => void$/.test(type);
    for (const {name, type} of hooks.entries) {
      const h2 = creates(type) ? 'Creating a Table' : 'Rendering Rows and Columns';
      expect([name, sections.get(h2)?.includes(name)]).toEqual([name, true]);
    }
  });
});
