/**
 * The closest real names to a name that does not exist (a misspelt option, an old page path): edit distance
 * (with swapped neighbours as one edit), case ignored, and names that contain the other first.
 */

/** Optimal string alignment distance between `a` and `b`. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({length: rows}, (_, i) =>
    Array.from({length: columns}, (_, j) => (i ? (j ? 0 : i) : j)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, table[i - 2][j - 2] + 1);
      table[i][j] = best;
    }
  }
  return table[a.length][b.length];
}

/** How far `candidate` is from `wanted`: 0 for the same name in another case, below 1 when the candidate contains it (or nearly all of it). */
function distance(wanted: string, candidate: string): number {
  const a = wanted.toLowerCase();
  const b = candidate.toLowerCase();
  if (a === b) return 0;
  const contained = b.includes(a) || (a.includes(b) && b.length >= a.length * 0.6);
  if (a.length >= 3 && contained) return 0.5 + Math.abs(a.length - b.length) / 100;
  return editDistance(a, b);
}

/** Up to `count` names of `candidates` nearest to `wanted`, nearest first (ties in the candidates' order). */
export function closest(wanted: string, candidates: Iterable<string>, count = 5): string[] {
  const seen = new Set<string>();
  const scored: Array<{name: string; score: number; order: number}> = [];
  let order = 0;
  for (const name of candidates) {
    if (seen.has(name)) continue;
    seen.add(name);
    scored.push({name, score: distance(wanted, name), order: order++});
  }
  scored.sort((x, y) => x.score - y.score || x.order - y.order);
  return scored.slice(0, count).map((entry) => entry.name);
}
