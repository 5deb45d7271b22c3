/**
 * Writes skills/material-react-table-v3/SKILL.md from the site's data (mcp/skill.ts), building the MCP
 * server's data first when the sources changed.
 *
 *   npm run generate:skill            write the file
 *   npm run generate:skill -- --check exit 1 when the committed file is stale
 */
import fs from 'node:fs';
import path from 'node:path';
import {SITE_DIR} from '../mcp/data/freshness';
import {loadData} from '../mcp/data/load';
import {SKILL_FILE, skillMarkdown} from '../mcp/skill';

const file = path.join(SITE_DIR, SKILL_FILE);
loadData((line) => process.stderr.write(`${line}\n`))
  .then((data) => {
    const markdown = skillMarkdown(data);
    if (process.argv.includes('--check')) {
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== markdown) {
        process.stderr.write(`${SKILL_FILE} is stale: run npm run generate:skill\n`);
        process.exit(1);
      }
      return;
    }
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, markdown);
    process.stdout.write(`${SKILL_FILE}: ${markdown.split('\n').length} lines\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  });
