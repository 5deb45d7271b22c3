import fs from 'node:fs';
import path from 'node:path';

/**
 * Finds the fenced code blocks of Markdown/MDX pages, with their position and
 * fence meta, so the TypeScript ones can be compiled (checkCodeBlocks.ts).
 *
 * Fences follow CommonMark: three or more backticks or tildes, indented by up to
 * any amount (MDX pages indent fences inside JSX such as <TabItem>); a fence
 * closes on a line of the same character, at least as long, with nothing after
 * it. A longer fence can therefore show a shorter one as content, and that inner
 * one is not a block of its own. The common indentation of the opening fence is
 * removed from the lines inside it.
 */

export interface CodeBlock {
  /** Page path relative to the site root, with forward slashes */
  file: string;
  /** 1-based line of the opening fence in the page */
  line: number;
  /** First word of the info string (`tsx`), lower-cased; '' when none */
  lang: string;
  /** The rest of the info string: `title="x" prelude=person` */
  metaString: string;
  meta: Record<string, string | true>;
  code: string;
}

/** The languages whose blocks must compile, mapped to the virtual file's extension. */
export const CHECKED_LANGUAGES: Record<string, '.ts' | '.tsx'> = {ts: '.ts', typescript: '.ts', tsx: '.tsx'};

/** The content folders whose pages are checked, relative to the site root. */
export const CONTENT_DIRS = ['docs', 'blog', 'src/pages', 'versioned_docs'];

/**
 * Parses a fence's meta string: `key="value"`, `key='value'`, `key=value` and
 * bare words (`showLineNumbers`, which become `true`). Highlight ranges such as
 * `{1,3-4}` are kept under the key `{1,3-4}`.
 */
export function parseMeta(metaString: string): Record<string, string | true> {
  const meta: Record<string, string | true> = {};
  const token = /([^\s=]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  let match: RegExpExecArray | null;
  while ((match = token.exec(metaString))) {
    const [, key, doubleQuoted, singleQuoted, bare] = match;
    const value = doubleQuoted ?? singleQuoted ?? bare;
    meta[key] = value === undefined ? true : value;
  }
  return meta;
}

const OPENING = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Every fenced code block of one page (all languages). */
export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = OPENING.exec(lines[index]);
    if (!opening) continue;
    const [, indent, fence, info] = opening;
    // a backtick fence's info string cannot contain backticks (CommonMark): `inline` code, not a fence
    if (fence[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(removeIndent(lines[end], indent.length));
      end += 1;
    }
    const trimmedInfo = info.trim();
    const space = trimmedInfo.search(/\s/);
    const lang = (space === -1 ? trimmedInfo : trimmedInfo.slice(0, space)).toLowerCase();
    const metaString = space === -1 ? '' : trimmedInfo.slice(space + 1).trim();
    blocks.push({file, line: index + 1, lang, metaString, meta: parseMeta(metaString), code: body.join('\n')});
    // an unclosed fence runs to the end of the page, as in CommonMark
    index = end;
  }
  return blocks;
}

function removeIndent(line: string, width: number): string {
  let removed = 0;
  while (removed < width && removed < line.length && (line[removed] === ' ' || line[removed] === '\t')) removed += 1;
  return line.slice(removed);
}

function listPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listPages(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
}

/** The TypeScript blocks (ts, typescript, tsx) of every page under the content folders. */
export function collectCheckedBlocks(siteDir: string, dirs: string[] = CONTENT_DIRS): CodeBlock[] {
  return dirs.flatMap((dir) =>
    listPages(path.join(siteDir, dir)).flatMap((full) =>
      extractCodeBlocks(fs.readFileSync(full, 'utf8'), path.relative(siteDir, full).split(path.sep).join('/')).filter(
        (block) => block.lang in CHECKED_LANGUAGES,
      ),
    ),
  );
}
