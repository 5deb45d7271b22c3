import type {ApiEntry} from './types';

/**
 * The sections of the MRT Components page. A component belongs to the first
 * group whose rule matches its exported name, so the grouping follows the
 * generated list: a component a new version adds lands in its group by name, and
 * one that matches no rule fails the unit test instead of vanishing from the page.
 */
export const COMPONENT_GROUPS = [
  {id: 'menus', title: 'Menus', rule: /Menu(Items?)?$/},
  {id: 'toolbars', title: 'Toolbars', rule: /Toolbar|Pagination|ProgressBar/},
  {id: 'buttons', title: 'Buttons', rule: /Buttons?$/},
  {id: 'inputs', title: 'Inputs', rule: /(TextField|Fields|Slider|Checkbox)$/},
  {id: 'dialogs', title: 'Dialogs', rule: /Modal$/},
  {id: 'head', title: 'Header', rule: /TableHead/},
  {id: 'body', title: 'Body', rule: /TableBody|DetailPanel/},
  {id: 'footer', title: 'Footer', rule: /TableFooter/},
  {
    id: 'containers',
    title: 'The Table and Its Containers',
    rule: /^(MaterialReactTable|MRT_Table(Paper|Container|LoadingOverlay)?)$/,
  },
] as const;

export type ComponentGroup = (typeof COMPONENT_GROUPS)[number]['id'];

/** The group of a component name, if a rule matches it. */
export function groupOf(name: string): ComponentGroup | undefined {
  return COMPONENT_GROUPS.find(({rule}) => rule.test(name))?.id;
}

const cache = new WeakMap<ApiEntry[], Map<ComponentGroup, ApiEntry[]>>();

/** The entries of one group, in the page's order (the same array on every call, so tables keep their rows). */
export function componentsIn(entries: ApiEntry[], group: ComponentGroup): ApiEntry[] {
  let groups = cache.get(entries);
  if (!groups) {
    groups = new Map();
    for (const entry of entries) {
      const id = groupOf(entry.name);
      if (id) groups.set(id, [...(groups.get(id) ?? []), entry]);
    }
    cache.set(entries, groups);
  }
  return groups.get(group) ?? [];
}
