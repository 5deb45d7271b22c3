import type {FlatFolder} from './makeData';

export type FolderNode = FlatFolder & {subRows: FolderNode[]};

/**
 * Turns flat rows that point at their parent (`parentId`) into nested rows
 * (`subRows`), keeping the input order among siblings. Rows whose parent is
 * missing become top-level rows, so no row is lost. Runs in O(n).
 */
export function buildTree(rows: readonly FlatFolder[]): FolderNode[] {
  const nodes = new Map<string, FolderNode>();
  for (const row of rows) nodes.set(row.id, {...row, subRows: []});
  const roots: FolderNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as FolderNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.subRows.push(node);
    else roots.push(node);
  }
  return roots;
}
