import type {FilteredNavItem} from '@site/src/navigation/filter';
import type {NavItem} from '@site/src/navigation/types';

/** A node to render: the entry and its (possibly filtered) children. */
export interface NavNodeData {
  item: NavItem;
  primary: NavNodeData[];
  secondary: NavNodeData[];
}

/** The whole entry, every child kept. */
export const toNode = (item: NavItem): NavNodeData => ({
  item,
  primary: (item.items ?? []).map(toNode),
  secondary: (item.secondaryItems ?? []).map(toNode),
});

/** A filtered entry: only the children that matched, each in its own (primary or secondary) list. */
export const fromFiltered = (entry: FilteredNavItem): NavNodeData => {
  const primaryItems = new Set(entry.item.items ?? []);
  const children = entry.children.map(fromFiltered);
  return {
    item: entry.item,
    primary: children.filter((child) => primaryItems.has(child.item)),
    secondary: children.filter((child) => !primaryItems.has(child.item)),
  };
};
