/**
 * plugins/PATCHES.md, written from plugins/patches/manifest.ts (`npm run generate:patches`). Pure: the same
 * manifest always gives the same text, and tests/unit/plugins/patches.test.ts fails when the file differs.
 */
import {ASSUMPTIONS, PATCHES, PINNED, SWIZZLES, WEIGHING, partName} from './manifest';
import type {Part} from './types';

/** Prose lines of the generated file are at most this wide. */
export const WIDTH = 90;

/** `text` as lines of at most `width` characters, broken between words (whitespace collapsed). */
export function wrap(text: string, width = WIDTH): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** A Markdown table; a `|` inside a cell is escaped. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
const count = (n: number) => WORDS[n] ?? String(n);

/** A folder pattern as a reader would write the path: `[\\/]` as `/`, escapes dropped. */
export const folderText = (folder: RegExp): string => folder.source.replace(/\[\\\\\/\]/g, '/').replace(/\\(.)/g, '$1');

const code = (text: string) => `\`${text}\``;

function partRow(patch: string, part: Part): string[] {
  const name = partName(patch, part);
  const guard = `<a id="${name}"></a>${code(name)}`;
  if (part.kind === 'redirect') {
    const importer =
      part.importer.package === 'site'
        ? `this site, ${code(folderText(part.importer.folder))}`
        : `${part.importer.package} ${PINNED[part.importer.package]}, ${code(folderText(part.importer.folder))}`;
    const fails = part.mustFire ? 'never fired, or an import escaped it' : 'an import escaped it';
    return [guard, importer, code(part.request), code(part.replacement), part.bundles, fails, part.why];
  }
  if (part.kind === 'alias') {
    const importer = `any (${part.package} ${PINNED[part.package]}, as in ${code(part.seenIn.replace(/^node_modules\//, ''))})`;
    const request = part.byPath ? `${code(part.request)} (by path)` : code(part.request);
    const fails = `never fired, or ${part.mustNotBundle.map((pattern) => code(folderText(pattern))).join(', ')} bundled`;
    return [guard, importer, request, code(part.replacement), part.bundles, fails, part.why];
  }
  return [
    guard,
    `${part.package} ${PINNED[part.package]}, ${code(part.example.replace(/^node_modules\//, ''))}`,
    `files matching ${code(folderText(part.module))}`,
    code(part.loader),
    part.bundles,
    'no module matches (never ran), or its passage is not there exactly once',
    part.why,
  ];
}

/** The whole of plugins/PATCHES.md. */
export function renderPatches(): string {
  const parts = PATCHES.flatMap((patch) => patch.parts.map((part: Part) => partRow(patch.id, part)));
  const sections = [
    '# Patches of third-party code',
    '<!-- Written by `npm run generate:patches` from plugins/patches/manifest.ts. -->',
    wrap(`Every place where this site changes, replaces or stands in for another package's internals, listed once
      in \`plugins/patches/manifest.ts\`: the plugins register their redirects, aliases and loaders from it, and
      this file is written from it. Each one is written against the versions in **Pinned versions**;
      \`tests/unit/plugins/patches.test.ts\` fails when an installed version differs from that table, so an
      upgrade always leads here first. For each patch: what it saves, how it fails when its target changes, and
      what to re-check after an upgrade.`),
    wrap(`A build patch that can fail without an error has a guard (\`plugins/patches/guard.ts\`): the build stops
      with \`[patch <name>] … (written against <package> <version>, installed <version>) … see plugins/PATCHES.md,
      "<name>"\` when the patch's target is missing or the patch did nothing. Each redirect, alias and loader has
      a guard of its own, named \`<patch>/<part>\`. \`tests/unit/plugins/patchGuards.test.ts\` proves that each
      guard fires on a target that does not match, for every part of the manifest.`),
    '## Pinned versions',
    table(
      ['Package', 'Version'],
      Object.entries(PINNED).map(([name, version]) => [name, version]),
    ),
    '## Build patches',
    wrap(`${count(PATCHES.length)} patches. "Saves" gives the figure that keeps each one: first-load JavaScript
      measured by \`node scripts/bench-patches.mjs\` in the same build with and without the patch (KB gzip, on
      the pages named), or the visible defect it fixes.`),
    table(
      ['Patch', 'Target', 'Saves', 'Fails how', 'Re-check on upgrade'],
      PATCHES.map((patch) => [
        `<a id="${patch.id}"></a>${patch.label}`,
        patch.target,
        patch.saves,
        patch.failsHow,
        patch.recheck,
      ]),
    ),
    '## Redirects, aliases and loaders',
    wrap(`The parts of the patches above, each with its own guard. A redirect points one importer's import of
      one request at a stand-in, in the compilations named (\`both\`: the browser's and the server's); its guard
      reads the compilation's module graph, so it holds on builds restored from the persistent cache too. An
      alias replaces a module for every importer. A loader edits the text of one installed file.`),
    table(['Guard', 'Importer', 'Request', 'Replacement', 'Bundles', 'Fails the build when', 'Why'], parts),
    '## Checked assumptions (not patches)',
    wrap(`Code of this site that changes no other package but relies on one's behaviour. Each is checked where
      it would break, so an upgrade that changes the behaviour fails by name.`),
    table(
      ['What', 'Relies on', 'Checked by'],
      ASSUMPTIONS.map((row) => [
        row.anchor ? `<a id="${row.anchor}"></a>${row.what}` : row.what,
        row.reliesOn,
        row.checkedBy,
      ]),
    ),
    wrap(`Own mechanisms, described in ARCHITECTURE.md rather than here: the examples loader (\`?example\`
      imports) and the demo API's \`fetch\` stand-in (\`src/demo-api\`).`),
    '## Swizzles',
    wrap(`Safety levels are Docusaurus' own (\`theme-classic\`'s swizzle config); "unlisted" means the component
      is not in that config, which Docusaurus treats as unsafe: its props and internals can change in any minor
      release. \`tests/unit/plugins/patches.test.ts\` checks this table against the installed config and
      \`src/theme/\`.`),
    table(
      ['Component', 'Action', 'Safety', 'Re-check on upgrade'],
      SWIZZLES.map((row) => [row.component, row.action, row.safety, row.recheck]),
    ),
    wrap(`Other files in a swizzle's folder (\`SearchBar/SearchModal\`, \`NotFound/Content/Suggestions\`) are
      this site's own modules beside the swizzle, not swizzles.`),
    '## Weighing the patches',
    wrap(WEIGHING),
  ];
  return `${sections.join('\n\n')}\n`;
}
