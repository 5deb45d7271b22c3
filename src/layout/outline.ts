/** Rules for the on-this-page outline: which pages show one, and which headings it lists at each width. */

export interface OutlineHeading {
  value: string;
  id: string;
  level: number;
}

const OUTLINE_PATH_PARTS = ['/docs/getting-started', '/docs/api/mrt', '/docs/guides/', '/migrating'];
const OUTLINE_PAGES = ['/about', '/changelog', '/roadmap'];

/** Whether the page at `pathname` shows an outline. */
export function showsOutline(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return OUTLINE_PATH_PARTS.some((part) => pathname.includes(part)) || OUTLINE_PAGES.includes(path);
}

/** Headings left out of the narrow outline. */
export const NARROW_OMITTED_HEADINGS = ['Demo', 'Source Code'];

/** Strips markup Docusaurus keeps in TOC values (`<code>x</code>` → `x`). */
export function headingText(value: string): string {
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The headings listed: h2–h5 when the outline sits beside the content
 * (≥1800px), otherwise only h3, without "Demo" and "Source Code".
 */
export function outlineHeadings(headings: OutlineHeading[], wide: boolean): OutlineHeading[] {
  if (wide) return headings.filter((h) => h.level >= 2 && h.level <= 5);
  return headings.filter((h) => h.level === 3 && !NARROW_OMITTED_HEADINGS.includes(headingText(h.value).trim()));
}

/**
 * The heading being read: the last of `ids` whose top (`tops`, viewport px, in the same order) is at or
 * above `line`; the first heading when none has reached it yet, null when there are none.
 */
export function activeHeadingId(ids: string[], tops: number[], line: number): string | null {
  let active: string | null = ids[0] ?? null;
  ids.forEach((id, index) => {
    if (tops[index]! <= line) active = id;
  });
  return active;
}
