import type {KnownIssueData} from './types';

/**
 * Small readers of a rendered page (its HTML as renderPage.ts writes it, and its Markdown twin): where a demo
 * sits and the sections of the Known Issues page. Pure functions.
 */

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

export interface Heading {
  level: number;
  id: string;
  text: string;
  /** Offset of the heading in the HTML. */
  at: number;
}

/** The h2–h6 headings of a rendered page that have an id, in order. */
export function headingsOf(html: string): Heading[] {
  return [...html.matchAll(/<h([2-6])[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: Number(match[1]),
    id: match[2],
    text: stripTags(match[3]),
    at: match.index,
  }));
}

/** The heading a demo (`data-example="<slug>"`) is under, or null when it comes before every heading. */
export function headingBefore(html: string, marker: string): Heading | null {
  const at = html.indexOf(marker);
  if (at === -1) return null;
  const before = headingsOf(html).filter((heading) => heading.at < at);
  return before[before.length - 1] ?? null;
}

/** Inline code spans of Markdown text: `` `memoMode: 'table-body'` `` gives `memoMode: 'table-body'`. */
export function codeSpans(markdown: string): string[] {
  return [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
}

/** The identifiers in code spans that are entry names (`table.setSorting(…)` gives `setSorting`). */
export function namesIn(markdown: string, known: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  for (const span of codeSpans(markdown)) {
    for (const word of span.match(/[A-Za-z_$][\w$]*/g) ?? []) if (known.has(word)) names.add(word);
  }
  return [...names];
}

/** The API entries a page links to (`[memoMode](…/docs/api/table-options#memoMode)`), such as its options table. */
export function linkedEntries(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/\]\([^)\s]*\/docs\/api\/[\w-]+#([\w$]+)\)/g)].map((match) => match[1]));
}

/**
 * The Known Issues page cut into its issues: each h3 under its h2 section, with the Markdown between it and
 * the next heading of level 2 or 3 (the twin's text) and the entries it names in code among those the page
 * links to (its options table lists the options the issues are about).
 */
export function knownIssuesOf(route: string, html: string, markdown: string): KnownIssueData[] {
  const known = linkedEntries(markdown);
  const anchors = headingsOf(html).filter((heading) => heading.level === 3);
  const issues: KnownIssueData[] = [];
  let section = '';
  let current: {title: string; lines: string[]} | null = null;
  const close = () => {
    if (!current) return;
    const anchor = anchors[issues.length];
    const text = current.lines.join('\n').trim();
    issues.push({
      title: current.title,
      url: anchor ? `${route}#${anchor.id}` : route,
      section,
      markdown: text,
      names: namesIn(`${current.title}\n${text}`, known),
    });
    current = null;
  };
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^(`{3,}|~{3,})/.test(line)) fence = !fence;
    const heading = fence ? null : /^(#{2,3}) (.*)$/.exec(line);
    if (heading) {
      close();
      if (heading[1] === '##') section = heading[2];
      else current = {title: heading[2], lines: []};
      continue;
    }
    current?.lines.push(line);
  }
  close();
  return issues;
}
