import ts from 'typescript';

/**
 * Type-checks `files` (absolute path → source, kept in memory; put them next to the site's node_modules so
 * that their imports resolve) with strict options, plus `extra`. Returns the diagnostics of one of them.
 */
export function typeCheckInMemory(
  files: Record<string, string>,
  extra: ts.CompilerOptions = {},
): (file: string) => readonly ts.Diagnostic[] {
  const options: ts.CompilerOptions = {
    ...extra,
    noEmit: true,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (file) => file in files || fileExists(file);
  host.readFile = (file) => files[file] ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) =>
    file in files ? ts.createSourceFile(file, files[file]!, language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram(Object.keys(files), options, host);
  return (file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
}
