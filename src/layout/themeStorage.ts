/**
 * The visitor's theme choice, stored under localStorage `isLightTheme`
 * ("true" = light). Anything else — missing, junk, or a storage that throws —
 * means dark, the default.
 */
export const THEME_STORAGE_KEY = 'isLightTheme';
/** Docusaurus' own color-mode key, kept in step so both agree. */
export const DOCUSAURUS_THEME_KEY = 'theme';

type MaybeStorage = Pick<Storage, 'getItem' | 'setItem'> | null | undefined;

export type ColorMode = 'light' | 'dark';

export function readColorMode(storage: MaybeStorage): ColorMode {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'true' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Stores the choice; returns false when the storage refused it. */
export function writeColorMode(storage: MaybeStorage, mode: ColorMode): boolean {
  try {
    if (!storage) return false;
    storage.setItem(THEME_STORAGE_KEY, String(mode === 'light'));
    storage.setItem(DOCUSAURUS_THEME_KEY, mode);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs inline in <head> before first paint (serialised by plugins/theme-head):
 * applies the stored choice to `<html data-theme>` and mirrors it into
 * Docusaurus' key, whose own script runs next. Self-contained on purpose.
 */
export function applyStoredTheme(win: Window): void {
  var mode = 'dark';
  var storage: Storage | null = null;
  try {
    storage = win.localStorage;
    if (storage.getItem('isLightTheme') === 'true') mode = 'light';
  } catch {
    storage = null;
  }
  try {
    if (storage) storage.setItem('theme', mode);
  } catch {
    // storage full or blocked: the attribute below still applies
  }
  win.document.documentElement.setAttribute('data-theme', mode);
  win.document.documentElement.style.colorScheme = mode;
}
