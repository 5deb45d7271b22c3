import v2Names from './v2-names.json';
import synonyms from './synonyms.json';

/**
 * Other names a query word stands for: an option or API renamed from V2 to V3
 * (generated into v2-names.json by scripts/generate-v2-names.mjs from the two
 * versions' type definitions) answers to its V3 name, and a few hand-written
 * synonyms (synonyms.json) cover what no generated source has.
 */
export interface V2Rename {
  /** Where the name lives: table options, column options, state, table instance APIs… */
  scope: string;
  old: string;
  new: string;
}

export interface V2Names {
  from: string;
  to: string;
  renamed: V2Rename[];
  removed: Array<{scope: string; name: string}>;
  added: Array<{scope: string; name: string}>;
}

const alternatives = new Map<string, string[]>();
const add = (key: string, value: string) => {
  const list = alternatives.get(key) ?? [];
  if (!list.includes(value)) list.push(value);
  alternatives.set(key, list);
};
for (const rename of (v2Names as V2Names).renamed) add(rename.old.toLowerCase(), rename.new);
for (const [word, values] of Object.entries((synonyms as {synonyms: Record<string, string[]>}).synonyms)) {
  for (const value of values) add(word, value);
}

/** Names searched as well as `lowerWord` (empty for most words). */
export function alternativesOf(lowerWord: string): string[] {
  return alternatives.get(lowerWord) ?? [];
}
