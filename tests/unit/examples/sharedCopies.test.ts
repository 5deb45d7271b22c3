/**
 * Example folders are self-contained (each is exported as a project of its own), so a helper file several
 * demos use is copied into each folder. The copies must not drift: same-named files in different folders
 * that are nearly the same must be the same, apart from the line that gives a demo its own seeded data.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXAMPLES = path.join(__dirname, '../../../src/examples');
/** The one line a copy may change: the demo's own rows (`export const data … = makePeople(40, 23);`). */
const OWN_LINE = /^export const data\b/;
/** Copies sharing this share of their lines are one helper copied, not two files that share a name. */
const NEAR = 0.8;

function sourcesByName(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && entry.name !== 'Example.tsx') {
        byName.set(entry.name, [...(byName.get(entry.name) ?? []), file]);
      }
    }
  };
  walk(EXAMPLES);
  return byName;
}

const linesOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n');

/** Share of lines two files have in common (as a multiset), over the longer file's count. */
function shared(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const line of a) counts.set(line, (counts.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of b) {
    const left = counts.get(line) ?? 0;
    if (left > 0) {
      common += 1;
      counts.set(line, left - 1);
    }
  }
  return common / Math.max(a.length, b.length);
}

const relative = (file: string) => path.relative(EXAMPLES, file);

describe('copied example helpers', () => {
  const groups = [...sourcesByName()].filter(([, files]) => files.length > 1);

  it('finds the known copies (the check below has something to check)', () => {
    const copied = (name: string) => groups.find(([found]) => found === name)?.[1].length ?? 0;
    expect(copied('ConfirmDeleteDialog.tsx')).toBeGreaterThanOrEqual(4);
    expect(copied('makeData.ts')).toBeGreaterThanOrEqual(5);
  });

  it.each(groups.map(([name, files]) => [name, files] as const))(
    'near-identical copies of %s are identical but for their own data line',
    (_name, files) => {
      const drift: string[] = [];
      for (let i = 0; i < files.length; i += 1) {
        for (let j = i + 1; j < files.length; j += 1) {
          const [a, b] = [linesOf(files[i]), linesOf(files[j])];
          if (shared(a, b) < NEAR) continue;
          const strip = (lines: string[]) => lines.filter((line) => !OWN_LINE.test(line)).join('\n');
          if (strip(a) !== strip(b)) drift.push(`${relative(files[i])} ≠ ${relative(files[j])}`);
        }
      }
      expect(drift).toEqual([]);
    },
  );
});
