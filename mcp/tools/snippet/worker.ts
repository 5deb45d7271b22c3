import {parentPort, workerData} from 'node:worker_threads';
import path from 'node:path';
import ts from 'typescript';
import {SNIPPET_DIR, createSnippetService, type CheckedFile, type Located} from './languageService';

/**
 * The type checker's thread: TypeScript's work is synchronous and takes a second or more, so it runs here and
 * the server's thread keeps answering other tools meanwhile. Receives `{id, files}`, answers
 * `{id, diagnostics}` (each with the literal values a mistyped property accepts) or `{id, error}`.
 */

export interface CheckRequest {
  id: number;
  files: CheckedFile[];
}

export interface WorkerDiagnostic extends Located {
  property?: {name: string; allowed: string[]};
}

export type CheckResponse = {id: number; diagnostics: WorkerDiagnostic[]} | {id: number; error: string};

/** The node at `position`: the innermost node whose span holds it. */
function nodeAt(source: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (position < node.getStart(source) || position >= node.getEnd()) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}

/** The property a type error is about, and the literal values its type allows (`'compact' | …`). */
export function allowedValues(program: ts.Program, fileName: string, position: number) {
  const source = program.getSourceFile(fileName);
  if (!source) return undefined;
  let node = nodeAt(source, position);
  while (node && !ts.isPropertyAssignment(node) && !ts.isJsxAttribute(node)) node = node.parent;
  if (!node) return undefined;
  const value = ts.isPropertyAssignment(node)
    ? node.initializer
    : node.initializer && ts.isJsxExpression(node.initializer)
      ? node.initializer.expression
      : node.initializer;
  if (!value) return undefined;
  const checker = program.getTypeChecker();
  const type = checker.getContextualType(value as ts.Expression);
  if (!type) return undefined;
  const members = type.isUnion() ? type.types : [type];
  const literals = members.filter((member) => member.isLiteral() || member.flags & ts.TypeFlags.BooleanLiteral);
  const others = members.filter(
    (member) => !literals.includes(member) && !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
  );
  if (literals.length === 0 || others.length > 0) return undefined;
  return {name: node.name.getText(source), allowed: literals.map((literal) => checker.typeToString(literal))};
}

if (parentPort) {
  const port = parentPort;
  const siteDir = (workerData as {siteDir: string}).siteDir;
  const service = createSnippetService(siteDir);
  port.on('message', ({id, files}: CheckRequest) => {
    try {
      const {diagnostics, program} = service.check(files);
      const withValues = diagnostics.map((diagnostic): WorkerDiagnostic => {
        const fileName = path.join(siteDir, SNIPPET_DIR, diagnostic.file);
        const property =
          diagnostic.code === 2322 && program ? allowedValues(program, fileName, diagnostic.start) : undefined;
        return property ? {...diagnostic, property} : diagnostic;
      });
      port.postMessage({id, diagnostics: withValues} satisfies CheckResponse);
    } catch (error) {
      port.postMessage({id, error: error instanceof Error ? error.message : String(error)} satisfies CheckResponse);
    }
  });
}
