#!/usr/bin/env node
/**
 * `npm run generate:export-versions`: writes src/components/Example/export/versions.json, the exact version of
 * every package an exported demo project may list (src/components/Example/export/project.ts), read from this
 * site's package-lock.json: an exported demo installs what the site runs. Never edit the JSON by hand;
 * tests/unit/examples/exportProject.test.ts fails when it and the lockfile disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'src/components/Example/export/versions.json');
const {EXPORT_PACKAGES} = JSON.parse(
  fs.readFileSync(path.join(root, 'src/components/Example/export/packages.json'), 'utf8'),
);

export function versionsFromLock(lock) {
  return Object.fromEntries(
    EXPORT_PACKAGES.map((name) => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      if (!version) throw new Error(`${name} is not in package-lock.json: install it or drop it from packages.json`);
      return [name, version];
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  fs.writeFileSync(target, `${JSON.stringify(versionsFromLock(lock), null, 2)}\n`);
  console.log(`wrote ${path.relative(root, target)}`);
}
