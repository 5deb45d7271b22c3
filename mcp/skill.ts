import type {V2Names} from '../src/search/names';
import v2Names from '../src/search/v2-names.json';
import v9Names from '../src/search/tanstack-v9-names.json';
import {DATE_PACKAGES, installCommand} from '../src/site/install';
import {readSiteSettings} from '../src/site/settings';
import type {McpData, PageData} from './data/types';
import {worksThroughout} from './tools/compat';
import {TOOL_NAMES, TOOLS} from './tools/catalog';
import {MIGRATION_GUIDE, firstParagraph, paragraphsOf, sectionOf} from './tools/upgrade';

/**
 * skills/material-react-table-v3/SKILL.md, written from the site's data only (`npm run generate:skill`): the
 * versions, the install command and the measured compatibility table, the V2 → V3 changes and old names, the
 * TanStack Table 9 names to avoid, the pitfalls of the Known Issues page, the best-practices guide and the
 * install page's common errors, and when to call which tool of the docs' MCP server. A unit test fails when the
 * committed file differs from what this writes.
 */

export const SKILL_FILE = 'skills/material-react-table-v3/SKILL.md';
/** The public site the skill links to: the default, whatever `SITE_URL` this checkout builds with. */
const SITE = readSiteSettings({}).siteUrl;
const BEST_PRACTICES = '/docs/guides/best-practices';
const INSTALL = '/docs/getting-started/install';

/** The first sentence of a paragraph (what a list item of the skill can hold). */
export function firstSentence(paragraph: string): string {
  const match = /^.+?[.!?](?=\s+[A-Z`*(]|$)/.exec(paragraph.trim());
  return (match ? match[0] : paragraph).trim();
}

/** One line per h3 of a page section (or of the whole page): its text, first sentence and link. */
function rulesOf(page: PageData | undefined, under?: string): string[] {
  if (!page) return [];
  const section = under ? sectionOf(page.markdown, under) : page.markdown;
  const inSection = page.headings.filter((heading) => heading.level === 3 && sectionOf(section, heading.text) !== '');
  return inSection.map((heading) => {
    const sentence = firstSentence(firstParagraph(sectionOf(page.markdown, heading.text)));
    return `- **${heading.text}.** ${sentence} ([more](${SITE}${page.route}#${heading.id}))`;
  });
}

function frontMatter(data: McpData): string[] {
  const {materialReactTable, tanstackTable} = data.versions;
  return [
    '---',
    'name: material-react-table-v3',
    `description: Writes, fixes and upgrades Material React Table V3 code (material-react-table ${materialReactTable} on Material UI and TanStack Table ${tanstackTable}) with the names, versions and pitfalls of its docs. Use for any table built with material-react-table or useMaterialReactTable, for V2 to V3 upgrades, and to keep TanStack Table 9 APIs out of an MRT 3 app.`,
    'metadata:',
    '  library: material-react-table',
    `  library_version: '${materialReactTable}'`,
    `  tanstack_table_version: '${tanstackTable}'`,
    '  generated_by: npm run generate:skill',
    '---',
  ];
}

function versions(data: McpData): string[] {
  const rows = data.compat.rows.filter((row) => row.result);
  // a row with a scenario (an app's own TanStack Table, Next.js, a theme option) says which, and what it adds
  const describe = (row: (typeof rows)[number]) => {
    const resolved = row.result!.resolved ?? {};
    const versions = ['react', '@mui/material', '@mui/x-date-pickers', 'date-fns', ...Object.keys(row.adds)]
      .filter((name) => resolved[name])
      .map((name) => `${name} ${resolved[name]}`)
      .join(', ');
    return row.scenario ? `${row.label} (${versions})` : versions;
  };
  const failing = rows.filter((row) => !worksThroughout(row));
  return [
    '## Install and versions',
    '',
    `Install what the docs pin (the date library is for date filters): \`${installCommand('npm')} ${DATE_PACKAGES.map(([name, version]) => `${name}@${version}`).join(' ')}\``,
    '',
    `Measured on ${data.compat.measurement.measuredOn} (${SITE}${INSTALL}#which-versions-work-together): each set installed, type-checked, built and used in a browser.`,
    '',
    'Worked at every step:',
    ...rows
      .filter(worksThroughout)
      .map(
        (row) =>
          `- ${describe(row)}${row.result!.steps.install.outcome === 'legacy' ? ' (with `npm install --legacy-peer-deps`)' : ''}`,
      ),
    '',
    'Did not:',
    ...failing.map((row) => {
      const steps = Object.entries({...row.result!.steps, ...(row.result!.features ?? {})})
        .filter(([, step]) => step.outcome === 'fail')
        .map(([name]) => name);
      return `- ${describe(row)}: ${steps.join(', ')} failed`;
    }),
  ];
}

function names(data: McpData): string[] {
  const table = v2Names as V2Names;
  const guide = data.pages.find((page) => page.route === MIGRATION_GUIDE);
  return [
    '## V3 names and their V2 equivalents',
    '',
    table.renamed.length
      ? `Renamed between ${table.from} and ${table.to}:`
      : `No option or API was renamed between V2 (${table.from}) and V3 (${table.to}); V3 keeps V2's API.`,
    ...table.renamed.map((rename) => `- \`${rename.old}\` → \`${rename.new}\` (${rename.scope})`),
    ...table.removed.map((entry) => `- Removed in V3: \`${entry.name}\` (${entry.scope})`),
    ...table.added.map((entry) => `- New in V3: \`${entry.name}\` (${entry.scope})`),
    '',
    `The breaking changes (${SITE}${MIGRATION_GUIDE}):`,
    ...(guide?.headings ?? [])
      .filter((heading) => heading.level === 3)
      .map(
        (heading) => `- ${heading.text}: ${firstSentence(firstParagraph(sectionOf(guide!.markdown, heading.text)))}`,
      ),
  ];
}

function tanstack(data: McpData): string[] {
  const paired = (v9Names as {onlyInV9: Array<{scope: string; name: string; v8?: string}>}).onlyInV9.filter(
    (entry) => entry.v8 && !/Feature$/.test(entry.name),
  );
  const members = (v9Names as {onlyInV9: Array<{scope: string; name: string}>}).onlyInV9.filter(
    (entry) => entry.scope === 'Table',
  );
  return [
    `## TanStack Table ${data.versions.tanstackTable}, not 9`,
    '',
    `MRT 3's table, columns, rows and cells are TanStack Table ${data.versions.tanstackTable} objects with MRT's additions. TanStack Table ${(v9Names as {v9: string}).v9} is the newest on npm, and its API does not exist here. Never import from it, and never use:`,
    ...paired.map((entry) => `- \`${entry.name}\`: v8 has \`${entry.v8}\``),
    `- \`tableFeatures\`, \`*Feature\` objects and \`table.Subscribe\`: v8 has every feature built in and re-renders through React state`,
    `- table members ${members.map((entry) => `\`${entry.name}\``).join(', ')}: read state with \`table.getState()\``,
  ];
}

function pitfalls(data: McpData): string[] {
  const page = (route: string) => data.pages.find((candidate) => candidate.route === route);
  return [
    '## Pitfalls',
    '',
    'Known issues of this version and their workarounds:',
    ...data.knownIssues.map((issue) => {
      // the page first walks through its demo (naming its **controls**), then says why, then the workaround
      const paragraphs = paragraphsOf(issue.markdown);
      const cause = (paragraphs[0]?.includes('**') ? paragraphs[1] : paragraphs[0]) ?? '';
      const workaround = paragraphs.find((paragraph) => paragraph !== cause && /workaround/i.test(paragraph));
      const text = [cause, workaround].filter(Boolean).map((paragraph) => firstSentence(paragraph!));
      return `- **${issue.title}.** ${text.join(' ')} ([more](${SITE}${issue.url}))`;
    }),
    '',
    'Best practices:',
    ...rulesOf(page(BEST_PRACTICES)),
    '',
    'Common install errors:',
    ...rulesOf(page(INSTALL), 'Common errors'),
  ];
}

function tools(): string[] {
  return [
    '## The docs MCP server',
    '',
    'With the `material-react-table-docs` MCP server connected (`npm run mcp` in the docs repository), call:',
    ...TOOL_NAMES.map((name) => `- \`${name}\`: ${TOOLS[name].when}`),
    '- The `upgrade-v2-to-v3` prompt, with V2 code: the migration steps and names that apply to it.',
  ];
}

export function skillMarkdown(data: McpData): string {
  const {materialReactTable} = data.versions;
  const lines = [
    ...frontMatter(data),
    '',
    `# Material React Table V3 (${materialReactTable})`,
    '',
    `Code for \`material-react-table\` ${materialReactTable}: \`const table = useMaterialReactTable({columns, data, ...options})\` then \`<MaterialReactTable table={table} />\`, both named imports (there is no default export). Confirm every option with the docs (${SITE}/docs) or the tools below rather than from memory: names from V1, V2 and TanStack Table 9 look right and do not compile.`,
    '',
    ...tools(),
    '',
    ...versions(data),
    '',
    ...names(data),
    '',
    ...tanstack(data),
    '',
    ...pitfalls(data),
  ];
  // links inside the docs' text carry the URL the data was built with (SITE_URL): the skill links the public site
  const text = lines.join('\n').split(data.siteUrl).join(SITE);
  return `${text.replace(/\n{3,}/g, '\n\n')}\n`;
}
