/**
 * Pairs the names one version of a package removed with those the next one added, when their camelCase
 * words mostly agree (`getSortedRowModel` → `createSortedRowModel`): a likely rename. Shared by the
 * generators that compare two versions' type definitions (generate-v2-names.mjs, generate-tanstack-v9-names.mjs).
 */

export const wordsOf = (name) =>
  (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name]).map((word) => word.toLowerCase());

/** Share of words two names have in common (Dice coefficient over their camelCase words). */
export function similarity(a, b) {
  const left = wordsOf(a);
  const right = wordsOf(b);
  const common = left.filter((word) => right.includes(word)).length;
  return (2 * common) / (left.length + right.length);
}

/** Pairs at or above this similarity count as a rename. */
export const RENAME_THRESHOLD = 0.6;

/** The best `{from, to}` pairs of `gone` and `fresh` names, each name used once, best first. */
export function pairNames(gone, fresh, threshold = RENAME_THRESHOLD) {
  const candidates = gone
    .flatMap((from) => fresh.map((to) => ({from, to, score: similarity(from, to)})))
    .filter((pair) => pair.score >= threshold)
    .sort((a, b) => b.score - a.score || a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const used = new Set();
  const pairs = [];
  for (const pair of candidates) {
    if (used.has(`-${pair.from}`) || used.has(`+${pair.to}`)) continue;
    used.add(`-${pair.from}`);
    used.add(`+${pair.to}`);
    pairs.push({from: pair.from, to: pair.to});
  }
  return pairs;
}
