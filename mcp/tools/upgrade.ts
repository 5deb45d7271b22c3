import type {V2Names} from '../../src/search/names';
import v2Names from '../../src/search/v2-names.json';
import type {DocsContext} from './context';
import {fenced} from './result';

/**
 * The "upgrade this V2 code to V3" prompt: the migration guide's own steps and breaking changes, the V2 names
 * the code uses that V3 renamed or removed, and the instruction to check the result with check_snippet.
 */

export const MIGRATION_GUIDE = '/docs/getting-started/migrating-to-v3';

/** A twin's heading line as plain text: no `#`, code marks or escapes. */
export const headingText = (line: string) => line.replace(/^#+ /, '').replace(/\\(.)/g, '$1').replace(/`/g, '');

/** The lines of a twin's section, from its heading (as plain text) to the next heading of its level or higher. */
export function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && headingText(line) === heading);
  if (start === -1) return '';
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex(
    (line, at) => at > start && /^#{2,6} /.test(line) && /^#+/.exec(line)![0].length <= level,
  );
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

/** The prose paragraphs of a section's Markdown (no heading, list, table, quote or code), each on one line. */
export function paragraphsOf(section: string): string[] {
  const prose = section.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '');
  return prose
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter((text) => text && !/^(#|```|~~~|\||- |\d+\. |>)/.test(text))
    .map((text) => text.replace(/\n/g, ' '));
}

export const firstParagraph = (section: string): string => paragraphsOf(section)[0] ?? '';

export function upgradePrompt(context: DocsContext, code: string): string {
  const guide = context.pages.get(MIGRATION_GUIDE);
  const {materialReactTable, tanstackTable} = context.data.versions;
  const names = v2Names as V2Names;
  const used = (name: string) => new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(code);
  const renamed = names.renamed.filter((rename) => used(rename.old));
  const removed = names.removed.filter((entry) => used(entry.name));
  const changes = (guide?.headings ?? [])
    .filter((heading) => heading.level === 3)
    .map((heading) => `- ${heading.text}: ${context.absolute(`${MIGRATION_GUIDE}#${heading.id}`)}`);
  return [
    `Upgrade the Material React Table V2 code below to V3 (material-react-table ${materialReactTable}, on TanStack Table ${tanstackTable}: not TanStack Table 9).`,
    '',
    '## The upgrade steps (from the migration guide)',
    guide ? sectionOf(guide.markdown, 'Upgrade steps in short') : '(the migration guide is missing)',
    '',
    '## What changed between V2 and V3',
    ...changes,
    '',
    renamed.length || removed.length
      ? '## Names in this code that V3 changed'
      : '## Names in this code that V3 changed: none found',
    ...renamed.map((rename) => `- \`${rename.old}\` (${rename.scope}) is \`${rename.new}\` in V3`),
    ...removed.map((entry) => `- \`${entry.name}\` (${entry.scope}) was removed in V3`),
    '',
    '## How to work',
    '1. Read the sections above that apply (get_page on the migration guide has every before/after pair).',
    '2. Rewrite the code; keep what did not change as it is.',
    '3. Call check_snippet with the result and fix every error it reports (its hints name V3 and TanStack Table 8 APIs).',
    '4. Use get_api for any option you are unsure of, and check_compat for the package versions.',
    '',
    '## The V2 code',
    fenced(code, 'tsx'),
  ].join('\n');
}
