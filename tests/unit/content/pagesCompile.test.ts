/**
 * @jest-environment node
 */
import path from 'node:path';
import {collectCheckedBlocks} from './codeBlocks';
import {checkCodeBlocks, summarize} from './checkCodeBlocks';

const siteDir = path.resolve(__dirname, '../../..');

// One TypeScript program for all blocks: loading the library types dominates, so allow for a busy machine.
test('every ts/tsx code block in docs, blog, pages and versioned docs compiles', () => {
  const blocks = collectCheckedBlocks(siteDir);
  const result = checkCodeBlocks(blocks, siteDir);
  console.log(summarize(result));
  expect(result.checked.length).toBeGreaterThan(0);
  expect(result.failures).toEqual([]);
}, 300000);
