import type {NavItem} from './types';

/** Docusaurus sidebar items (the subset of its types this site produces). */
export type SidebarEntry =
  | {type: 'doc'; id: string; label: string}
  | {
      type: 'category';
      label: string;
      collapsible: boolean;
      collapsed: boolean;
      link?: {type: 'doc'; id: string};
      items: SidebarEntry[];
    };

/**
 * The doc id behind a navigation href, or null when it is not a doc:
 * `/docs/guides/sorting` → `guides/sorting`; `/docs/guides` → `guides/index`.
 */
export function docIdForHref(href: string, hasDoc: (id: string) => boolean): string | null {
  if (href.includes('#') || !/^\/docs(\/|$)/.test(href)) return null;
  const rel = href.replace(/^\/docs\/?/, '').replace(/\/+$/, '');
  const candidates = rel === '' ? ['index'] : [rel, `${rel}/index`];
  return candidates.find(hasDoc) ?? null;
}

/**
 * Derives the docs sidebar from the navigation model, so Docusaurus' prev/next
 * links and `docs:version` snapshots follow the same order as the drawer.
 * Entries that are not docs (home, blog, external links) are left out.
 */
export function buildDocsSidebar(items: NavItem[], hasDoc: (id: string) => boolean): SidebarEntry[] {
  return items.flatMap((item): SidebarEntry[] => {
    const id = docIdForHref(item.href, hasDoc);
    const children = [...(item.items ?? []), ...(item.secondaryItems ?? [])].filter(
      (child) => child.href !== item.href,
    );
    if (children.length === 0) {
      return id ? [{type: 'doc', id, label: item.label}] : [];
    }
    const childEntries = buildDocsSidebar(children, hasDoc);
    if (childEntries.length === 0) return id ? [{type: 'doc', id, label: item.label}] : [];
    return [
      {
        type: 'category',
        label: item.label,
        collapsible: true,
        collapsed: false,
        ...(id ? {link: {type: 'doc' as const, id}} : {}),
        items: childEntries,
      },
    ];
  });
}
