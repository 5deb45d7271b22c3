import type * as ReactVirtual from '@tanstack/react-virtual';

/**
 * What MRT's import of `@tanstack/react-virtual` gets in the browser
 * (plugins/mrt-deferred). MRT imports the virtualizer into every table
 * but calls it only when `enableRowVirtualization` or
 * `enableColumnVirtualization` is on, so most table pages never need it.
 *
 * - A page whose tables virtualize from their first render provides the real
 *   library before they render (`./ready`, which the examples plugin imports
 *   for every example whose sources turn virtualization on): no waiting, and
 *   hydration matches the server's HTML.
 * - Anywhere else (a virtualization option switched on later, or typed into
 *   the sandbox) the first call loads the library and suspends the table
 *   until it arrives.
 */
type Library = typeof ReactVirtual;

let library: Library | undefined;
let loading: Promise<void> | undefined;

/** Makes the real library available to MRT at once. */
export function provideVirtualizer(real: Library): void {
  library = real;
}

function loaded(): Library {
  if (library) return library;
  loading ??= import('@tanstack/react-virtual').then((real) => {
    library = real;
  });
  // a thrown promise suspends the table until the library has arrived (React Suspense)
  throw loading;
}

export const useVirtualizer: Library['useVirtualizer'] = (options) => loaded().useVirtualizer(options);
export const defaultRangeExtractor: Library['defaultRangeExtractor'] = (range) => loaded().defaultRangeExtractor(range);
