/**
 * Guards for the build's patches of third-party code (plugins/PATCHES.md lists them all): each patch states
 * what must be true after it ran, and the build fails with the patch's name when it is not, instead of
 * shipping the unpatched code silently after an upgrade.
 */

/** A patch whose target moved or which did nothing. The message names the patch and where it is listed. */
export class PatchError extends Error {
  constructor(patch: string, problem: string) {
    super(`[patch ${patch}] ${problem}. The patched package changed: see plugins/PATCHES.md, "${patch}".`);
    this.name = 'PatchError';
  }
}

export interface ModuleExpectations {
  /** Files that must be modules of the compilation (a stand-in a redirect or alias puts in). */
  required?: string[];
  /** Resources that must not be (what the stand-in replaces). */
  forbidden?: RegExp[];
}

/** What is wrong with a compilation's module resources for `expect`: one line per problem (empty when none). */
export function moduleGraphProblems(resources: Iterable<string>, expect: ModuleExpectations): string[] {
  const present = new Set<string>();
  const problems: string[] = [];
  for (const resource of resources) {
    const file = resource.split('?')[0]!;
    present.add(file);
    for (const pattern of expect.forbidden ?? []) {
      if (pattern.test(file)) problems.push(`${file} is still bundled (expected it replaced, ${pattern})`);
    }
  }
  for (const file of expect.required ?? []) {
    if (!present.has(file)) problems.push(`${file} never entered the bundle (the redirect or alias did not fire)`);
  }
  return problems;
}

/** Throws a PatchError naming `patch` when `problems` is not empty. */
export function assertNoProblems(patch: string, problems: string[]): void {
  if (problems.length > 0) throw new PatchError(patch, problems.join('; '));
}

interface CompilerLike {
  hooks: {
    thisCompilation: {
      tap(name: string, callback: (compilation: CompilationLike) => void): void;
    };
  };
}
interface CompilationLike {
  hooks: {finishModules: {tap(name: string, callback: (modules: Iterable<unknown>) => void): void}};
  errors: unknown[];
}

/**
 * A bundler plugin (webpack or Rspack) that checks the finished module graph of each compilation against
 * `expect` and fails the build, naming `patch`, on any problem. The graph includes modules restored from
 * the persistent cache, so the check holds on cached builds too.
 */
export function moduleGraphGuard(patch: string, expect: ModuleExpectations) {
  return {
    apply(compiler: CompilerLike) {
      compiler.hooks.thisCompilation.tap(`patch-guard:${patch}`, (compilation) => {
        compilation.hooks.finishModules.tap(`patch-guard:${patch}`, (modules) => {
          const resources: string[] = [];
          for (const module of modules) {
            const resource = (module as {resource?: unknown}).resource;
            if (typeof resource === 'string') resources.push(resource);
          }
          const problems = moduleGraphProblems(resources, expect);
          if (problems.length > 0) compilation.errors.push(new PatchError(patch, problems.join('; ')));
        });
      });
    },
  };
}
