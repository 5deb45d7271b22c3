import type {ComponentType} from 'react';

/** Compiles TypeScript + JSX to CommonJS that `evaluateModule` can run (sucrase is passed in: it loads lazily). */
export type Transform = (code: string) => string;

export interface EvaluateResult {
  Component?: ComponentType;
  error?: string;
}

/**
 * Runs an edited example in the page: the code's imports resolve only to
 * the modules the original example imports (`modules`), and its default
 * export must be a component. Any failure is returned as a message, never thrown.
 */
export function evaluateModule(code: string, transform: Transform, modules: Record<string, unknown>): EvaluateResult {
  let compiled: string;
  try {
    compiled = transform(code);
  } catch (error) {
    return {error: `Syntax error: ${(error as Error).message}`};
  }
  const require = (specifier: string): unknown => {
    if (!(specifier in modules)) {
      throw new Error(`"${specifier}" is not available in the sandbox: only this example's own imports are.`);
    }
    return modules[specifier];
  };
  const module = {exports: {} as Record<string, unknown>};
  try {
    // the visitor's own code, run in the visitor's own page
    new Function('require', 'module', 'exports', compiled)(require, module, module.exports);
  } catch (error) {
    return {error: (error as Error).message};
  }
  const Component = module.exports.default;
  if (typeof Component !== 'function') {
    return {error: 'The code must have a default export: the component to render.'};
  }
  return {Component: Component as ComponentType};
}
