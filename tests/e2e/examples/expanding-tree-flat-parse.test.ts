import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {flatFolders} from '../../../src/examples/expanding-tree-flat-parse/makeData';
import {buildTree} from '../../../src/examples/expanding-tree-flat-parse/buildTree';
import {columnTexts, expandButton, openExample, realErrors} from './harness';

const names = (demo: Locator) => columnTexts(demo, 2);
/** Children of a folder straight from the flat fixture, in input order. */
const childrenOf = (id: string) => flatFolders.filter((f) => f.parentId === id).map((f) => f.name);
const roots = flatFolders.filter((f) => f.parentId === null);
const byName = (name: string) => flatFolders.find((f) => f.name === name)!;

test('buildTree nests every row under its parent and keeps orphans at the top', () => {
  const tree = buildTree(flatFolders);
  expect(tree.map((n) => n.name)).toEqual(roots.map((f) => f.name));
  const count = (nodes: typeof tree): number => nodes.reduce((sum, n) => sum + 1 + count(n.subRows), 0);
  expect(count(tree)).toBe(flatFolders.length);
  expect(tree[1].subRows.map((n) => n.name)).toEqual(childrenOf(roots[1].id));
  const orphan = buildTree([{id: 'x', parentId: 'missing', name: 'Orphan', owner: 'Nobody', files: 0}]);
  expect(orphan.map((n) => n.name)).toEqual(['Orphan']);
});

test('expanding-tree-flat-parse: only roots at first, children appear under their parent when expanded', async ({
  browser,
}) => {
  const {context, demo, errors} = await openExample(browser, 'expanding-tree-flat-parse');
  try {
    const rootNames = roots.map((f) => f.name);
    expect(await names(demo)).toEqual(rootNames);

    // Engineering (second root): its children come right after it, before the next root
    const engineering = roots[1];
    await expandButton(demo, engineering.name).click();
    const engineeringKids = childrenOf(engineering.id);
    expect(engineeringKids.length).toBeGreaterThan(1);
    await expect
      .poll(() => names(demo))
      .toEqual([rootNames[0], engineering.name, ...engineeringKids, ...rootNames.slice(2)]);

    // a grandchild appears under its own parent (Backend -> Migrations)
    const backend = byName(engineeringKids[0]);
    await expandButton(demo, backend.name).click();
    await expect
      .poll(() => names(demo))
      .toEqual([
        rootNames[0],
        engineering.name,
        backend.name,
        ...childrenOf(backend.id),
        ...engineeringKids.slice(1),
        ...rootNames.slice(2),
      ]);
    // the child rows are indented one and two levels under the root row
    const indent = (name: string) =>
      demo
        .locator('tbody tr', {hasText: name})
        .first()
        .getByRole('button', {name: 'Expand'})
        .evaluate((button) => parseFloat(getComputedStyle(button).marginLeft));
    const [rootIndent, childIndent, grandchildIndent] = await Promise.all([
      indent(engineering.name),
      indent(backend.name),
      indent(childrenOf(backend.id)[0]),
    ]);
    expect(childIndent).toBeGreaterThan(rootIndent);
    expect(grandchildIndent).toBeGreaterThan(childIndent);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
