/**
 * The links under every doc page (PageFeedback): the GitHub "new issue" addresses they open, pre-filled.
 * Plain functions of their inputs, unit tested in tests/unit/components/PageFeedback.test.tsx.
 */
export interface PageFacts {
  /** The docs repository on GitHub, without a trailing slash. */
  repoUrl: string;
  /** The page's full address. */
  pageUrl: string;
  /** The page's title. */
  title: string;
  /** The docs version's label, e.g. "V3". */
  version: string;
}

const newIssue = (repoUrl: string, title: string, body: string): string =>
  `${repoUrl}/issues/new?${new URLSearchParams({title, body}).toString()}`;

/** "Report a problem with this page": the page, its version, the section being read, and a template. */
export function reportProblemUrl(page: PageFacts, section: string | null): string {
  const body = [
    `**Page:** ${page.pageUrl}${section ? ` (section "${section}")` : ''}`,
    `**Docs version:** ${page.version}`,
    '',
    '**What is wrong, missing or unclear?**',
    '',
    '',
    '**What did you expect to find?**',
    '',
  ].join('\n');
  return newIssue(page.repoUrl, `Docs problem: ${page.title}`, body);
}

/**
 * Where "Yes" and "No" lead without JavaScript: a new issue saying so, for the reader to send. With
 * JavaScript the answer is an analytics event and the page stays.
 */
export function helpfulUrl(page: PageFacts, helpful: boolean): string {
  const answer = helpful ? 'helpful' : 'not helpful';
  const body = `**Page:** ${page.pageUrl}\n**Docs version:** ${page.version}\n\nThis page was ${answer}.`;
  return newIssue(page.repoUrl, `Docs feedback: ${page.title} was ${answer}`, body);
}

/** A heading's own text, without its copy-link anchor and that anchor's "Copied" status. */
function headingText(heading: Element): string {
  return Array.from(heading.childNodes)
    .filter((node) => !(node instanceof Element && node.matches('.hash-link, [role="status"]')))
    .map((node) => node.textContent ?? '')
    .join('')
    .replace(/\u200b/g, '')
    .trim();
}

/**
 * The heading of the section being read: the last `h2`/`h3` of `root` whose top is above `line` (px from the
 * viewport's top, under the fixed top bar), or null above the first one. Headings not rendered are skipped.
 */
export function sectionInView(root: ParentNode, line: number): string | null {
  let current: string | null = null;
  for (const heading of root.querySelectorAll('h2, h3')) {
    // a heading that is not rendered (in a closed <details>, say) has no position to compare
    if (heading.getClientRects().length === 0) continue;
    if (heading.getBoundingClientRect().top > line) break;
    current = headingText(heading) || current;
  }
  return current;
}
