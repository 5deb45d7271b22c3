import path from 'node:path';
import ts from 'typescript';
import {snippetCompilerOptions} from '../../../scripts/lib/snippetCompiler';

/**
 * A warm TypeScript LanguageService for snippets: the snippet (and any sibling files it imports) are virtual
 * files in a folder of the site, so `material-react-table`, React, Material UI and the date pickers resolve to
 * the installed packages, with the compiler options the docs' code blocks are checked with. The program's
 * library and package files are parsed once and kept between calls; each call re-checks the snippet only.
 */

import {ANCHOR, ANCHOR_CODE, SNIPPET_DIR} from './files';

export {SNIPPET_DIR};

export interface CheckedFile {
  /** As given: `snippet.tsx` for the code itself, else the sibling's name. */
  name: string;
  code: string;
}

export interface Located {
  file: string;
  line: number;
  column: number;
  code: number;
  message: string;
  /** Offset of the diagnostic in its file. */
  start: number;
  length: number;
}

export interface SnippetService {
  /** Type-checks `files` (the entry first) and returns their errors, plus the program to read types from. */
  check(files: CheckedFile[]): {diagnostics: Located[]; program: ts.Program | undefined};
}

export function createSnippetService(siteDir: string): SnippetService {
  const options = snippetCompilerOptions(siteDir);
  const root = path.join(siteDir, SNIPPET_DIR);
  const anchor = path.join(root, ANCHOR);
  const virtual = new Map<string, {text: string; version: number}>([[anchor, {text: ANCHOR_CODE, version: 0}]]);
  let version = 0;
  const isVirtual = (fileName: string) => virtual.has(path.normalize(fileName));
  // the installed packages do not change while the server runs: each file is read (and looked up) once, not at
  // every check (the LanguageService asks for the snapshot of every file of the program each time)
  const snapshots = new Map<string, ts.IScriptSnapshot | undefined>();
  const exists = new Map<string, boolean>();
  const cached = <T>(cache: Map<string, T>, key: string, read: () => T): T => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key) as T;
  };

  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...virtual.keys()],
    getScriptVersion: (fileName) => String(virtual.get(path.normalize(fileName))?.version ?? 0),
    getScriptSnapshot: (fileName) => {
      const file = virtual.get(path.normalize(fileName));
      if (file) return ts.ScriptSnapshot.fromString(file.text);
      return cached(snapshots, fileName, () => {
        const text = ts.sys.readFile(fileName);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      });
    },
    getCurrentDirectory: () => siteDir,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (fileName) => isVirtual(fileName) || cached(exists, fileName, () => ts.sys.fileExists(fileName)),
    readFile: (fileName) => virtual.get(path.normalize(fileName))?.text ?? ts.sys.readFile(fileName),
    readDirectory: ts.sys.readDirectory,
    directoryExists: (directory) => path.normalize(directory) === root || ts.sys.directoryExists(directory),
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  return {
    check(files) {
      const wanted = new Map(files.map((file) => [path.join(root, file.name), file.code]));
      for (const name of [...virtual.keys()]) if (!wanted.has(name) && name !== anchor) virtual.delete(name);
      for (const [name, text] of wanted) {
        const current = virtual.get(name);
        if (current?.text !== text) virtual.set(name, {text, version: ++version});
      }
      const diagnostics: Located[] = [];
      for (const file of files) {
        const fileName = path.join(root, file.name);
        const found = [...service.getSyntacticDiagnostics(fileName), ...service.getSemanticDiagnostics(fileName)];
        for (const diagnostic of found) {
          if (diagnostic.category !== ts.DiagnosticCategory.Error || !diagnostic.file) continue;
          const start = diagnostic.start ?? 0;
          const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(start);
          diagnostics.push({
            file: file.name,
            line: line + 1,
            column: character + 1,
            code: diagnostic.code,
            message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
            start,
            length: diagnostic.length ?? 0,
          });
        }
      }
      return {diagnostics, program: service.getProgram()};
    },
  };
}
