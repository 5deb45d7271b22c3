import path from 'node:path';
import ts from 'typescript';
import {CHECKED_LANGUAGES, type CodeBlock} from './codeBlocks';
import {snippetCompilerOptions} from '../../../scripts/lib/snippetCompiler';
import {CONTEXTS, PRELUDES, type SnippetContext, type SnippetPrelude} from './snippetPreludes';

export {snippetCompilerOptions};

/**
 * Type-checks code blocks of the pages in ONE TypeScript program, against the
 * installed packages, so the cost grows with the code, not with the number of
 * pages. Each block is a virtual file and its own module: blocks do not see each
 * other, except that a block with fence meta `file=data.ts` is stored under that
 * name next to the other blocks of its page, which can then import it
 * (`import {people} from './data'`).
 *
 * Fence meta read here (Docusaurus ignores these words when rendering):
 * - `prelude=a,b`      names the block may use without declaring them (snippetPreludes.ts)
 * - `in=context`       the block is a fragment compiled in that place (snippetPreludes.ts)
 * - `file=name.ts`     the block's file name, importable by the page's other blocks
 * - `expect-error="TS2305 TS2353"`  the block must fail with exactly these error codes
 *   (code that is wrong on purpose, e.g. V2 code in a migration guide)
 * - `nocheck="reason"` the block is not compiled; the reason is required and reported
 */

export interface Skipped {
  block: CodeBlock;
  reason: string;
}

export interface CheckResult {
  /** Blocks compiled (including those expected to fail) */
  checked: CodeBlock[];
  skipped: Skipped[];
  /** Blocks that failed with exactly the codes they expect, with those codes */
  expectedErrors: {block: CodeBlock; codes: string[]}[];
  /** One line per problem: `file:line:column TS1234 message` */
  failures: string[];
  milliseconds: number;
}

export interface CheckOptions {
  preludes?: Record<string, SnippetPrelude>;
  contexts?: Record<string, SnippetContext>;
  /** Where the repository's tsconfig.json is; defaults to siteDir */
  tsconfigDir?: string;
}

/** A virtual file's text plus, for each of its lines, the block line it came from (null: added by the check). */
interface VirtualFile {
  block: CodeBlock;
  text: string;
  origins: (number | null)[];
}

const VIRTUAL_ROOT = '__snippets__';

function metaText(block: CodeBlock, key: string): string | undefined {
  const value = block.meta[key];
  return typeof value === 'string' ? value : undefined;
}

function position(block: CodeBlock, blockLine: number | null, column = 0): string {
  return blockLine === null
    ? `${block.file}:${block.line}`
    : `${block.file}:${block.line + 1 + blockLine}:${column + 1}`;
}

/** Names declared at the top level of a block: its imports, variables, functions, classes and types. */
function topLevelNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause;
      if (clause.name) names.add(clause.name.text);
      if (clause.namedBindings) {
        if (ts.isNamespaceImport(clause.namedBindings)) names.add(clause.namedBindings.name.text);
        else for (const element of clause.namedBindings.elements) names.add(element.name.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) addBinding(declaration.name);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The names a prelude module exports, read from its `export` statements (no `export *`). */
function exportedNames(name: string, source: string): string[] {
  const file = ts.createSourceFile(`${name}.tsx`, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of file.statements) {
    const exported =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        throw new Error(`prelude ${name}: list its exports by name (no export *)`);
      }
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      exported &&
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

export function checkCodeBlocks(blocks: CodeBlock[], siteDir: string, options: CheckOptions = {}): CheckResult {
  const started = Date.now();
  const preludes = options.preludes ?? PRELUDES;
  const contexts = options.contexts ?? CONTEXTS;
  const root = path.join(siteDir, VIRTUAL_ROOT);
  const failures: string[] = [];
  const skipped: Skipped[] = [];
  const checked: CodeBlock[] = [];
  const files = new Map<string, string>();
  const virtualFiles = new Map<string, VirtualFile>();
  const preludeFiles = new Map<string, string>();
  const exportsOf = new Map<string, string[]>();

  const preludePath = (name: string) => path.join(root, '__preludes__', `${name}.tsx`);
  for (const [name, prelude] of Object.entries(preludes)) {
    files.set(preludePath(name), prelude.source);
    preludeFiles.set(preludePath(name), `prelude ${name}`);
    exportsOf.set(name, exportedNames(name, prelude.source));
  }

  for (const block of blocks) {
    const extension = CHECKED_LANGUAGES[block.lang];
    if (!extension) continue;
    const where = `${block.file}:${block.line}`;
    if ('nocheck' in block.meta) {
      const reason = metaText(block, 'nocheck')?.trim();
      if (reason) skipped.push({block, reason});
      else failures.push(`${where} nocheck needs a reason: nocheck="why this block cannot compile"`);
      continue;
    }

    const problems: string[] = [];
    const context = metaText(block, 'in');
    if ('in' in block.meta && (!context || !contexts[context])) {
      problems.push(`unknown context in=${String(block.meta.in)} (known: ${Object.keys(contexts).join(', ')})`);
    }
    const wrap = context ? contexts[context] : undefined;
    const preludeNames = new Set([...(wrap?.preludes ?? [])]);
    if ('prelude' in block.meta) {
      const listed =
        metaText(block, 'prelude')
          ?.split(',')
          .map((name) => name.trim())
          .filter(Boolean) ?? [];
      if (!listed.length) problems.push('prelude= needs a name');
      for (const name of listed) {
        if (preludes[name]) preludeNames.add(name);
        else problems.push(`unknown prelude ${name} (known: ${Object.keys(preludes).join(', ')})`);
      }
    }
    if ('expect-error' in block.meta && !/\bTS\d+\b/.test(metaText(block, 'expect-error') ?? '')) {
      problems.push('expect-error needs the codes it expects, e.g. expect-error="TS2305"');
    }
    const pageDir = path.join(root, block.file);
    let fileName = metaText(block, 'file') ?? `line-${block.line}${extension}`;
    if (!/\.tsx?$/.test(fileName)) fileName += extension;
    const filePath = path.join(pageDir, fileName);
    if (files.has(filePath)) problems.push(`another block of this page is already file=${fileName}`);
    if (problems.length) {
      failures.push(...problems.map((problem) => `${where} ${problem}`));
      continue;
    }

    const scriptKind = extension === '.tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const parsed = ts.createSourceFile(fileName, block.code, ts.ScriptTarget.Latest, true, scriptKind);
    const codeLines = block.code.split('\n');
    const importLines = new Set<number>();
    for (const statement of parsed.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isImportEqualsDeclaration(statement)) continue;
      const first = parsed.getLineAndCharacterOfPosition(statement.getStart(parsed)).line;
      const last = parsed.getLineAndCharacterOfPosition(statement.getEnd()).line;
      for (let line = first; line <= last; line += 1) importLines.add(line);
    }

    const lines: {text: string; origin: number | null}[] = [];
    const synthetic = (text: string) => lines.push(...text.split('\n').map((line) => ({text: line, origin: null})));
    if (wrap) {
      codeLines.forEach((text, origin) => importLines.has(origin) && lines.push({text, origin}));
      synthetic(wrap.before);
      codeLines.forEach((text, origin) => !importLines.has(origin) && lines.push({text, origin}));
      synthetic(wrap.after);
    } else {
      codeLines.forEach((text, origin) => lines.push({text, origin}));
    }
    // prelude names go last: imports are hoisted, and the block's own lines keep their numbers
    const declared = topLevelNames(parsed);
    for (const name of preludeNames) {
      const wanted = exportsOf.get(name)!.filter((exported) => !declared.has(exported));
      wanted.forEach((exported) => declared.add(exported));
      const specifier = path
        .relative(pageDir, preludePath(name).replace(/\.tsx$/, ''))
        .split(path.sep)
        .join('/');
      if (wanted.length)
        synthetic(`import {${wanted.join(', ')}} from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`);
      for (const [sibling, source] of Object.entries(preludes[name].siblings ?? {})) {
        const siblingPath = path.join(pageDir, `${sibling}.ts`);
        files.set(siblingPath, source);
        preludeFiles.set(siblingPath, `prelude ${name} (./${sibling})`);
      }
    }

    const text = lines.map((line) => line.text).join('\n');
    files.set(filePath, text);
    virtualFiles.set(filePath, {block, text, origins: lines.map((line) => line.origin)});
    checked.push(block);
  }

  const compilerOptions = snippetCompilerOptions(options.tsconfigDir ?? siteDir);
  const host = ts.createCompilerHost(compilerOptions, true);
  const realGetSourceFile = host.getSourceFile.bind(host);
  const realFileExists = host.fileExists.bind(host);
  const realReadFile = host.readFile.bind(host);
  const realDirectoryExists = host.directoryExists?.bind(host) ?? ts.sys.directoryExists;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(path.normalize(fileName));
    return text === undefined
      ? realGetSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  host.fileExists = (fileName) => files.has(path.normalize(fileName)) || realFileExists(fileName);
  host.readFile = (fileName) => files.get(path.normalize(fileName)) ?? realReadFile(fileName);
  host.directoryExists = (directory) => {
    const normalized = path.normalize(directory) + path.sep;
    for (const file of files.keys()) if (file.startsWith(normalized)) return true;
    return realDirectoryExists(directory);
  };

  const program = ts.createProgram({rootNames: [...files.keys()], options: compilerOptions, host});
  const byFile = new Map<string, ts.Diagnostic[]>();
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const fileName of files.keys()) {
    const source = program.getSourceFile(fileName);
    if (source) diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
  }
  for (const diagnostic of diagnostics) {
    const fileName = diagnostic.file ? path.normalize(diagnostic.file.fileName) : '';
    const list = byFile.get(fileName) ?? [];
    list.push(diagnostic);
    byFile.set(fileName, list);
  }

  const describe = (diagnostic: ts.Diagnostic) =>
    `TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').replace(/\n\s*/g, ' ')}`;
  for (const [fileName, list] of byFile) {
    const virtual = virtualFiles.get(fileName);
    if (virtual) continue;
    const owner = preludeFiles.get(fileName) ?? (fileName || 'compiler options');
    failures.push(...list.map((diagnostic) => `${owner}: ${describe(diagnostic)}`));
  }

  const expectedErrors: CheckResult['expectedErrors'] = [];
  for (const [fileName, virtual] of virtualFiles) {
    const {block} = virtual;
    const list = byFile.get(fileName) ?? [];
    const expected: string[] = (metaText(block, 'expect-error') ?? '').match(/\bTS\d+\b/g) ?? [];
    const located = list.map((diagnostic) => {
      const start = diagnostic.start ?? 0;
      const {line, character} = diagnostic.file!.getLineAndCharacterOfPosition(start);
      const origin = virtual.origins[line] ?? null;
      const where = position(block, origin, character);
      const note = origin === null ? ' (in the code the check adds around the block)' : '';
      return {code: `TS${diagnostic.code}`, text: `${where} ${describe(diagnostic)}${note}`};
    });
    if (expected.length) {
      const unexpected = located.filter((entry) => !expected.includes(entry.code));
      const missing = expected.filter((code) => !located.some((entry) => entry.code === code));
      failures.push(...unexpected.map((entry) => entry.text));
      failures.push(
        ...missing.map(
          (code) => `${block.file}:${block.line} expected ${code} (expect-error), but the block does not produce it`,
        ),
      );
      if (!unexpected.length && !missing.length) expectedErrors.push({block, codes: expected});
    } else {
      failures.push(...located.map((entry) => entry.text));
    }
  }

  // in page order: by file, then line (messages without a page position, such as a broken prelude, first)
  const key = (failure: string) => /^([^:\s]+\.mdx?):(\d+)/.exec(failure);
  failures.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (!ka || !kb) return Number(Boolean(ka)) - Number(Boolean(kb));
    return ka[1] === kb[1] ? Number(ka[2]) - Number(kb[2]) : ka[1] < kb[1] ? -1 : 1;
  });
  return {checked, skipped, expectedErrors, failures, milliseconds: Date.now() - started};
}

/** The report printed after a run: counts, time, and every skipped or expected-to-fail block. */
export function summarize(result: CheckResult): string {
  const pages = new Set(result.checked.map((block) => block.file)).size;
  const lines = [
    `Type-checked ${result.checked.length} TypeScript code blocks from ${pages} pages in ${(result.milliseconds / 1000).toFixed(1)} s.`,
  ];
  if (result.expectedErrors.length) {
    lines.push(`${result.expectedErrors.length} blocks fail as their meta says (expect-error):`);
    lines.push(...result.expectedErrors.map(({block, codes}) => `  ${block.file}:${block.line} ${codes.join(' ')}`));
  }
  lines.push(`${result.skipped.length} blocks not compiled (nocheck):`);
  lines.push(...result.skipped.map(({block, reason}) => `  ${block.file}:${block.line} ${reason}`));
  return lines.join('\n');
}
