import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir` (depth first, in directory order) whose name passes `keep`; none if `dir` does not exist. */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}
