import type {MRT_Localization} from 'material-react-table';

/** What webpack's `require.context(..., 'lazy')` returns: the matched file names, and a loader for each. */
interface LazyContext {
  keys(): string[];
  (key: string): Promise<unknown>;
}

// webpack's require.context (an app with @types/webpack-env installed has this type already)
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface Require {
      context(directory: string, useSubdirectories: boolean, regExp: RegExp, mode: 'lazy'): LazyContext;
    }
  }
}

// The bundler (webpack) lists every folder of material-react-table/locales when it builds the app, so the list
// below always matches the installed package. In 'lazy' mode each locale becomes its own chunk: the page only
// carries this list, and a locale is downloaded when it is chosen.
const context = require.context('material-react-table/locales', true, /^\.\/[^/]+\/index\.esm\.js$/, 'lazy');

const keyOf = new Map(context.keys().map((key) => [key.split('/')[1], key]));

/** Every locale code the installed package ships ('ar', 'de', 'pt-BR', 'zh-Hans' ...), sorted. */
export const localeCodes: string[] = [...keyOf.keys()].sort();

/** Downloads one locale file and returns its localization object (each file exports exactly one). */
export async function loadLocale(code: string): Promise<MRT_Localization> {
  const key = keyOf.get(code);
  if (!key) throw new Error(`material-react-table ships no locale "${code}"`);
  const module = (await context(key)) as Record<string, MRT_Localization>;
  return Object.values(module)[0];
}

/** The locale's own name for itself ("Deutsch", "العربية"), or the code when the browser has no name for it. */
export function nativeName(code: string): string {
  try {
    return new Intl.DisplayNames([code], {type: 'language'}).of(code) ?? code;
  } catch {
    return code;
  }
}

type LocaleWithTextInfo = Intl.Locale & {getTextInfo?: () => {direction?: string}; textInfo?: {direction?: string}};

// for browsers whose Intl.Locale has no text info yet
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb']);

/** 'rtl' for a language written right to left. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(code) as LocaleWithTextInfo;
  const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction;
  if (direction) return direction === 'rtl' ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT.has(locale.language) ? 'rtl' : 'ltr';
}
