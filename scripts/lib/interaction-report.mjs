/**
 * bench-interactions' results: each row's medians per build (`summarize`) and the Markdown table it prints
 * (`printTable`), before → after when two builds are compared.
 */

/** The table's columns: a result's key and its heading. */
const COLUMNS = [
  ['p75', 'p75'],
  ['max', 'max'],
  ['longest', 'longest task'],
  ['open', 'open → results'],
  ['closing', 'drawer closing'],
  ['title', 'title'],
];

/** The median of the numbers among `values` ('never' counts as Infinity); null when there are none. */
const median = (values) => {
  const sorted = values
    .map((value) => (value === 'never' ? Infinity : value))
    .filter((value) => typeof value === 'number')
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each row's builds with their failures counted and the medians of their successful runs. */
export function summarize(rows, dirs) {
  return rows.map((row) => ({
    ...row,
    builds: row.builds.map((results, index) => {
      const failures = results.filter((result) => result.error);
      const fine = results.filter((result) => !result.error);
      const medians = Object.fromEntries(COLUMNS.map(([key]) => [key, median(fine.map((result) => result[key]))]));
      return {dir: dirs[index], results, failures: failures.length, error: failures[0]?.error, ...medians};
    }),
  }));
}

export function printTable(summary, dirs, runs) {
  const cell = (build, key) => {
    if (build.failures === build.results.length) return key === 'p75' ? `failed: ${build.error}` : '';
    const value = build[key];
    return value === null ? '' : Number.isFinite(value) ? String(Math.round(value)) : 'never';
  };
  console.log(`\nInteractions, Event Timing (input → next paint), medians of ${runs} (ms)`);
  console.log(dirs.length > 1 ? `${dirs[0]} → ${dirs[1]}\n` : `${dirs[0]}\n`);
  console.log(`| interaction | px | CPU | ${COLUMNS.map(([, title]) => title).join(' | ')} | notes |`);
  console.log(`|---|---|---|${COLUMNS.map(() => '---|').join('')}---|`);
  for (const row of summary) {
    const cells = COLUMNS.map(([key]) => row.builds.map((build) => cell(build, key))).map((values) =>
      values.some(Boolean) ? values.join(' → ') : '',
    );
    const notes = row.builds
      .filter((build) => build.failures && build.failures < build.results.length)
      .map((build) => `${build.dir}: ${build.failures}/${build.results.length} failed: ${build.error}`);
    console.log(`| ${row.interaction} | ${row.width} | ${row.cpu}× | ${cells.join(' | ')} | ${notes.join('; ')} |`);
  }
  console.log('\nAn interaction under 16 ms is not reported by Event Timing and counts as 16.');
}
