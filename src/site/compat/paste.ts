/**
 * Reads the versions out of what a reader pastes into "Check your app" (and what the MCP server's
 * `check_compat` receives): a `package.json`, with or without comments and trailing commas (JSONC), or only
 * its `dependencies` part; a `package-lock.json`; the text or JSON output of `npm ls`. Pure: nothing leaves
 * the browser.
 */

/** The longest paste read; a real `package.json` is a few KB, a lockfile rarely over 1 MB. */
export const MAX_PASTE = 2_000_000;

export type PasteKind = 'package.json' | 'dependencies' | 'package-lock.json' | 'npm ls' | 'versions';

export interface ReadPaste {
  kind: PasteKind;
  /** Package name → version or range, as written (`^7.1.0`, `latest`, `19.1.0`). */
  versions: Record<string, string>;
  /** What the reader should know about how the paste was read. */
  notes: string[];
}

export type PasteResult = ReadPaste | {error: string};

/** Removes `//` and `/* *\/` comments and trailing commas outside strings: JSONC to JSON. */
export function stripJsonc(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      const start = index;
      index += 1;
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
      index += 1;
      out += text.slice(start, index);
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
    } else if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end < 0 ? text.length : end + 2;
    } else {
      out += char;
      index += 1;
    }
  }
  // a comma before a closing bracket (only whitespace between); strings were copied whole above, and a
  // comma followed by a bracket cannot occur inside valid JSON outside strings
  return out.replace(/,(\s*[}\]])/g, '$1');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const DEPENDENCY_FIELDS = ['peerDependencies', 'devDependencies', 'dependencies'] as const;

function stringEntries(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObject(value))
    for (const [name, version] of Object.entries(value)) if (typeof version === 'string') out[name] = version;
  return out;
}

/** A parsed JSON document of one of the known shapes. */
function readJson(json: unknown): PasteResult {
  if (!isObject(json)) return {error: 'This is JSON, but not an object: paste your package.json.'};
  // package-lock.json (v2/v3: "packages"; v1: "dependencies" of {version})
  if ('lockfileVersion' in json) {
    const versions: Record<string, string> = {};
    if (isObject(json.packages)) {
      for (const [key, entry] of Object.entries(json.packages)) {
        const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key)?.[1];
        if (name && isObject(entry) && typeof entry.version === 'string') versions[name] = entry.version;
      }
    } else if (isObject(json.dependencies)) {
      for (const [name, entry] of Object.entries(json.dependencies))
        if (isObject(entry) && typeof entry.version === 'string') versions[name] = entry.version;
    }
    return {
      kind: 'package-lock.json',
      versions,
      notes: ['This is a package-lock.json: the versions below are the ones it installs.'],
    };
  }
  // npm ls --json: {"dependencies": {"react": {"version": "19.1.0"}}}
  if (isObject(json.dependencies) && Object.values(json.dependencies).some((entry) => isObject(entry))) {
    const versions: Record<string, string> = {};
    for (const [name, entry] of Object.entries(json.dependencies))
      if (isObject(entry) && typeof entry.version === 'string') versions[name] = entry.version;
    return {kind: 'npm ls', versions, notes: []};
  }
  if (DEPENDENCY_FIELDS.some((field) => field in json)) {
    const versions = Object.assign({}, ...DEPENDENCY_FIELDS.map((field) => stringEntries(json[field])));
    return {kind: 'package.json', versions, notes: []};
  }
  if ('workspaces' in json) {
    return {
      kind: 'package.json',
      versions: {},
      notes: ['This is a workspaces root with no dependencies: paste the package.json of the app that uses MRT.'],
    };
  }
  // {"react": "19.1.0", ...}: the dependencies part on its own
  return {kind: 'dependencies', versions: stringEntries(json), notes: []};
}

/** `npm ls` as text: `├── @mui/material@7.3.11`, `+-- react@19.1.0 deduped`, `└─┬ material-react-table@3.2.1`. */
function readNpmLs(text: string): Record<string, string> | null {
  const versions: Record<string, string> = {};
  const line = /^[\s│|├└─┬`+\\-]*((?:@[\w.-]+\/)?[\w.-]+)@(\S+)/;
  let found = 0;
  for (const raw of text.split('\n')) {
    if (!/[├└`+]/.test(raw)) continue;
    const match = line.exec(raw);
    if (!match) continue;
    found += 1;
    // the first (top-level) line for a package wins over nested ones
    versions[match[1]] ??= match[2];
  }
  return found ? versions : null;
}

/** Reads a paste, or says plainly why it cannot be read. */
export function readPaste(text: string): PasteResult {
  if (text.length > MAX_PASTE) {
    return {
      error: `That paste is ${(text.length / 1e6).toFixed(1)} MB; the checker reads up to ${MAX_PASTE / 1e6} MB. Paste your package.json.`,
    };
  }
  const trimmed = text.trim();
  if (!trimmed) return {error: 'Paste your package.json (or its dependencies, or the output of npm ls).'};
  if (/^[{[]/.test(trimmed)) {
    try {
      return readJson(JSON.parse(stripJsonc(trimmed)));
    } catch {
      // maybe the dependencies part with its key: handled below
    }
  }
  // `"dependencies": { … }` or bare `"react": "^19.0.0",` lines, copied out of a package.json
  if (/^"/.test(trimmed)) {
    const body = `{${trimmed.replace(/,\s*$/, '')}}`;
    try {
      const json = JSON.parse(stripJsonc(body)) as unknown;
      if (isObject(json)) {
        const inner = DEPENDENCY_FIELDS.map((field) => stringEntries(json[field]));
        const versions = Object.assign(stringEntries(json), ...inner);
        return {kind: 'dependencies', versions, notes: []};
      }
    } catch {
      // not JSON either: below
    }
  }
  const listed = readNpmLs(text);
  if (listed) return {kind: 'npm ls', versions: listed, notes: []};
  if (/^(lockfileVersion:|# yarn lockfile|__metadata:)/m.test(trimmed)) {
    return {error: 'This looks like a pnpm or Yarn lockfile: paste your package.json, or the output of npm ls.'};
  }
  return {
    error: 'This is not JSON, nor the output of npm ls: paste your package.json, or its dependencies part.',
  };
}
