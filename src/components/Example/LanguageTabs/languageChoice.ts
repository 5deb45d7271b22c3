/**
 * The TS/JS choice every example's source shares: one value for the whole site, remembered in
 * localStorage under the key Docusaurus' tabs used for the `example-language` group, so a choice
 * made before survives. Storage that throws or holds junk reads as TypeScript; a choice made while
 * storage refuses writes still holds for the rest of the visit.
 */
export type Language = 'ts' | 'js';

export const STORAGE_KEY = 'docusaurus.tab.example-language';

let chosen: Language | null = null;
const listeners = new Set<() => void>();

function stored(): Language {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'js' ? 'js' : 'ts';
  } catch {
    return 'ts';
  }
}

/** The current choice (TypeScript unless the visitor picked JavaScript). */
export function getLanguage(): Language {
  chosen ??= stored();
  return chosen;
}

/** Picks a language for every example on the page, and remembers it when storage allows. */
export function setLanguage(language: Language): void {
  chosen = language;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the choice changes here or in another tab of the browser. */
export function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    chosen = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** For tests: forget the value read from storage. */
export function resetLanguageForTests(): void {
  chosen = null;
}
