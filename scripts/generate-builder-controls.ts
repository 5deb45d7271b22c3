/**
 * `npm run generate:builder-controls`: the Table Builder's controls (src/builder/generated/controls.json) from
 * the table options' reference data and descriptions. tests/unit/builder/controls.test.ts fails when the file
 * is stale.
 *
 *   node -r sucrase/register scripts/generate-builder-controls.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {builderControlsJson} from '../src/builder/controlsSource';

const OUT = path.resolve(__dirname, '../src/builder/generated/controls.json');

fs.writeFileSync(OUT, builderControlsJson());
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
