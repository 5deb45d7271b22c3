/**
 * Every program the Table Builder can write type-checks against the installed MRT: the program of each single
 * change from the defaults and of 300 seeded random combinations, all in one TypeScript program (TypeScript),
 * and each JavaScript program parses.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {snippetCompilerOptions} from '../../../scripts/lib/snippetCompiler';
import {generateTable} from '../../../src/builder/codegen';
import {randomStates, singleChanges, type Case} from './randomStates';

jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '../../..');
const DATA_TS = fs.readFileSync(path.join(ROOT, 'src/builder/template/data.ts'), 'utf8');
/** Inside the repository, so that `material-react-table` resolves from its node_modules. */
const VIRTUAL = path.join(ROOT, '.builder-programs');

function typeCheck(cases: Case[]): {errors: string[]; files: number} {
  const files = new Map<string, string>();
  const labels = new Map<string, string>();
  cases.forEach((entry, index) => {
    const dir = path.join(VIRTUAL, `p${index}`);
    files.set(path.join(dir, 'Table.tsx'), generateTable(entry.state, 'ts'));
    files.set(path.join(dir, 'data.ts'), DATA_TS);
    labels.set(path.join(dir, 'Table.tsx'), entry.label);
  });
  const options = snippetCompilerOptions(ROOT);
  const host = ts.createCompilerHost(options, true);
  const realGetSourceFile = host.getSourceFile.bind(host);
  const realFileExists = host.fileExists.bind(host);
  const realReadFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(path.normalize(fileName));
    return text === undefined
      ? realGetSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  host.fileExists = (fileName) => files.has(path.normalize(fileName)) || realFileExists(fileName);
  host.readFile = (fileName) => files.get(path.normalize(fileName)) ?? realReadFile(fileName);
  const realDirectoryExists = host.directoryExists?.bind(host) ?? ts.sys.directoryExists;
  host.directoryExists = (directory) =>
    path.normalize(directory + path.sep).startsWith(VIRTUAL + path.sep) || realDirectoryExists(directory);
  const program = ts.createProgram({rootNames: [...labels.keys()], options, host});
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const fileName of files.keys()) {
    const source = program.getSourceFile(fileName)!;
    diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
  }
  const errors = diagnostics.map((diagnostic) => {
    const file = diagnostic.file ? path.normalize(diagnostic.file.fileName) : '';
    const label = labels.get(file) ?? path.relative(ROOT, file);
    return `${label}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
  return {errors, files: files.size};
}

describe('the programs the builder writes', () => {
  const single = singleChanges();
  const random = randomStates(300);

  it('covers every control, and 300 random combinations', () => {
    expect(single.length).toBeGreaterThan(100);
    expect(random).toHaveLength(300);
    // the random combinations are not all alike
    expect(new Set(random.map((entry) => generateTable(entry.state, 'ts'))).size).toBe(300);
  });

  it('type-check in TypeScript, all in one program', () => {
    const started = Date.now();
    const {errors, files} = typeCheck([{label: 'defaults', state: single[0]!.state}, ...single, ...random]);
    // the figure the report quotes
    console.log(
      `builder programs: ${single.length + random.length + 1} (${files} files) in ${Date.now() - started} ms`,
    );
    expect(errors).toEqual([]);
  });

  it('a wrong program fails the check (the check is not vacuous)', () => {
    const broken = {...single[0]!, state: {...single[0]!.state, options: {enableRowSelection: 'yes'}}};
    expect(typeCheck([broken]).errors.join('\n')).toMatch(/enableRowSelection|not assignable/);
  });

  it('parse in JavaScript', () => {
    for (const entry of [...single, ...random]) {
      const code = generateTable(entry.state, 'js');
      const source = ts.createSourceFile('Table.jsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JSX);
      const parsed = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
      expect({label: entry.label, errors: parsed.map((d) => d.messageText)}).toEqual({label: entry.label, errors: []});
      expect(code).not.toMatch(/: MRT_|<number>|<Date>|type Row/);
    }
  });
});
