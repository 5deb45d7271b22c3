import {buildData} from './build';
import {DATA_FILE, SITE_DIR, writeAtomically} from './freshness';

/**
 * `node -r sucrase/register mcp/data/cli.ts`: builds the server's data and writes it (load.ts runs this in a
 * child process when the data is missing or stale). Progress goes to stderr; nothing is written to stdout.
 */
console.log = console.error;
buildData(SITE_DIR, (line) => process.stderr.write(`[mrt-docs-mcp] ${line}\n`))
  .then((data) => writeAtomically(DATA_FILE, JSON.stringify(data)))
  .catch((error: unknown) => {
    process.stderr.write(`[mrt-docs-mcp] building the data failed: ${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  });
