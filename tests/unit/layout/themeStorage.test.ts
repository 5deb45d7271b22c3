import {
  DOCUSAURUS_THEME_KEY,
  THEME_STORAGE_KEY,
  applyStoredTheme,
  readColorMode,
  writeColorMode,
} from '@site/src/layout/themeStorage';

/** An in-memory Storage with optional failures. */
function fakeStorage(
  initial: Record<string, string> = {},
  {getThrows = false, setThrows = false} = {},
): Storage & {data: Record<string, string>} {
  const data: Record<string, string> = {...initial};
  return {
    data,
    get length() {
      return Object.keys(data).length;
    },
    key: (i: number) => Object.keys(data)[i] ?? null,
    getItem: (key: string) => {
      if (getThrows) throw new DOMException('blocked', 'SecurityError');
      return key in data ? data[key]! : null;
    },
    setItem: (key: string, value: string) => {
      if (setThrows) throw new DOMException('full', 'QuotaExceededError');
      data[key] = String(value);
    },
    removeItem: (key: string) => {
      delete data[key];
    },
    clear: () => {
      for (const key of Object.keys(data)) delete data[key];
    },
  };
}

/** A window-like object backed by jsdom's document. */
function fakeWindow(storage: Storage | (() => Storage)): Window {
  const win = {document};
  Object.defineProperty(win, 'localStorage', {
    get: typeof storage === 'function' ? storage : () => storage,
  });
  return win as unknown as Window;
}

const html = () => document.documentElement;

beforeEach(() => {
  html().removeAttribute('data-theme');
});

describe('storage keys', () => {
  it('uses isLightTheme and Docusaurus theme', () => {
    expect(THEME_STORAGE_KEY).toBe('isLightTheme');
    expect(DOCUSAURUS_THEME_KEY).toBe('theme');
  });
});

describe('readColorMode', () => {
  it('reads "true" as light', () => {
    expect(readColorMode(fakeStorage({isLightTheme: 'true'}))).toBe('light');
  });

  it.each([['false'], ['TRUE'], ['1'], ['light'], [' true'], ['']])('reads %j as dark', (value) => {
    expect(readColorMode(fakeStorage({isLightTheme: value}))).toBe('dark');
  });

  it('defaults to dark when nothing is stored', () => {
    expect(readColorMode(fakeStorage())).toBe('dark');
    // Docusaurus' own key alone does not count
    expect(readColorMode(fakeStorage({theme: 'light'}))).toBe('dark');
  });

  it('is dark when the storage throws, is null or is undefined', () => {
    expect(readColorMode(fakeStorage({isLightTheme: 'true'}, {getThrows: true}))).toBe('dark');
    expect(readColorMode(null)).toBe('dark');
    expect(readColorMode(undefined)).toBe('dark');
  });
});

describe('writeColorMode', () => {
  it('writes both keys for light', () => {
    const storage = fakeStorage();
    expect(writeColorMode(storage, 'light')).toBe(true);
    expect(storage.data).toEqual({isLightTheme: 'true', theme: 'light'});
  });

  it('writes both keys for dark', () => {
    const storage = fakeStorage({isLightTheme: 'true', theme: 'light'});
    expect(writeColorMode(storage, 'dark')).toBe(true);
    expect(storage.data).toEqual({isLightTheme: 'false', theme: 'dark'});
  });

  it('round-trips through readColorMode', () => {
    const storage = fakeStorage();
    writeColorMode(storage, 'light');
    expect(readColorMode(storage)).toBe('light');
    writeColorMode(storage, 'dark');
    expect(readColorMode(storage)).toBe('dark');
  });

  it('returns false instead of throwing when setItem throws', () => {
    const storage = fakeStorage({}, {setThrows: true});
    expect(() => writeColorMode(storage, 'light')).not.toThrow();
    expect(writeColorMode(storage, 'light')).toBe(false);
  });

  it('returns false without a storage', () => {
    expect(writeColorMode(null, 'light')).toBe(false);
    expect(writeColorMode(undefined, 'dark')).toBe(false);
  });
});

describe('applyStoredTheme', () => {
  it('applies a stored light choice and mirrors it into the Docusaurus key', () => {
    const storage = fakeStorage({isLightTheme: 'true'});
    applyStoredTheme(fakeWindow(storage));
    expect(html().getAttribute('data-theme')).toBe('light');
    expect(storage.data.theme).toBe('light');
  });

  it('applies dark for "false", junk and a missing value', () => {
    const stored: Array<Record<string, string>> = [
      {isLightTheme: 'false'},
      {isLightTheme: 'yes'},
      {},
      {theme: 'light'},
    ];
    for (const initial of stored) {
      html().setAttribute('data-theme', 'light');
      const storage = fakeStorage(initial);
      applyStoredTheme(fakeWindow(storage));
      expect(html().getAttribute('data-theme')).toBe('dark');
      expect(storage.data.theme).toBe('dark');
    }
  });

  it('applies dark when the localStorage getter throws', () => {
    html().setAttribute('data-theme', 'light');
    const win = fakeWindow(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => applyStoredTheme(win)).not.toThrow();
    expect(html().getAttribute('data-theme')).toBe('dark');
  });

  it('applies dark when localStorage is null', () => {
    html().setAttribute('data-theme', 'light');
    expect(() => applyStoredTheme(fakeWindow(null as unknown as Storage))).not.toThrow();
    expect(html().getAttribute('data-theme')).toBe('dark');
  });

  it('still applies the stored choice when setItem throws', () => {
    const storage = fakeStorage({isLightTheme: 'true'}, {setThrows: true});
    expect(() => applyStoredTheme(fakeWindow(storage))).not.toThrow();
    expect(html().getAttribute('data-theme')).toBe('light');
  });

  it('applies dark when getItem throws', () => {
    html().setAttribute('data-theme', 'light');
    const storage = fakeStorage({isLightTheme: 'true'}, {getThrows: true});
    expect(() => applyStoredTheme(fakeWindow(storage))).not.toThrow();
    expect(html().getAttribute('data-theme')).toBe('dark');
  });

  it('works on the real jsdom window', () => {
    window.localStorage.setItem('isLightTheme', 'true');
    applyStoredTheme(window);
    expect(html().getAttribute('data-theme')).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    window.localStorage.clear();
  });
});
