import path from 'node:path';
import ts from 'typescript';

/**
 * The compiler options code snippets are checked with: the repository's tsconfig.json, adjusted for snippets
 * (React's automatic JSX runtime, strict, no emit, every file a module). The docs' code-block test
 * (tests/unit/content/checkCodeBlocks.ts) and the MCP server's check_snippet (mcp/tools/snippet) both use it,
 * so a snippet passes one exactly when it passes the other.
 */
export function snippetCompilerOptions(tsconfigDir: string): ts.CompilerOptions {
  const configPath = path.join(tsconfigDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, tsconfigDir, undefined, configPath);
  return {
    ...parsed.options,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    strict: true,
    allowJs: false,
    // every block is a module, even without import or export
    moduleDetection: ts.ModuleDetectionKind.Force,
    // a snippet shows part of a program: declaring what the reader adds to is fine
    noUnusedLocals: false,
    noUnusedParameters: false,
    // app code: no test-runner or Docusaurus globals
    types: [],
    incremental: false,
  };
}
