/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadData} from '@site/mcp/data/load';
import {SKILL_FILE, firstSentence, skillMarkdown} from '@site/mcp/skill';
import {TOOL_NAMES} from '@site/mcp/tools/catalog';
import {SITE_DIR, START_TIMEOUT} from './harness';

/**
 * The agent skill is generated from the site's data (mcp/skill.ts): the committed file is exactly what the
 * generator writes from the current sources, so it cannot drift from the docs.
 */

test(
  'the committed SKILL.md is what `npm run generate:skill` writes',
  async () => {
    const data = await loadData();
    const committed = fs.readFileSync(path.join(SITE_DIR, SKILL_FILE), 'utf8');
    const generated = skillMarkdown(data);
    if (committed !== generated) console.log(`${SKILL_FILE} is stale: run npm run generate:skill`);
    expect(committed).toBe(generated);

    const version = JSON.parse(
      fs.readFileSync(path.join(SITE_DIR, 'node_modules/material-react-table/package.json'), 'utf8'),
    ).version;
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(committed)![1];
    expect(frontMatter).toMatch(/^name: material-react-table-v3$/m);
    expect(frontMatter).toMatch(/^description: .{40,1024}$/m);
    expect(frontMatter).toContain(`  library_version: '${version}'`);
    for (const tool of TOOL_NAMES) expect(committed).toContain(`- \`${tool}\`: `);
    for (const issue of data.knownIssues) expect(committed).toContain(`- **${issue.title}.**`);
  },
  START_TIMEOUT,
);

test('a first sentence ends at a full stop followed by the next sentence', () => {
  expect(firstSentence('MRT reads `a.b` once. Then it stops.')).toBe('MRT reads `a.b` once.');
  expect(firstSentence('Version 3.2.1 is current, e.g. today. Next.')).toBe('Version 3.2.1 is current, e.g. today.');
  expect(firstSentence('No full stop')).toBe('No full stop');
});
