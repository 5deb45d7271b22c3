/**
 * The chrome class names live once, in src/layout/classNames.ts. The Algolia crawler config is pasted into
 * Algolia's editor and cannot import them, so this keeps its copies in step: it excludes exactly the classes the
 * embedded index excludes, and reads the same article column.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ChromeClassNames, SEARCH_EXCLUDED_CLASSES} from '@site/src/layout/classNames';

const crawler = fs.readFileSync(path.join(__dirname, '../../../deploy/docsearch-crawler.js'), 'utf8');

test('the crawler removes the same chrome classes as the embedded index', () => {
  const chrome = /const CHROME = \[([\s\S]*?)\];/.exec(crawler)![1]!;
  const classes = [...chrome.matchAll(/'\.([\w-]+)'/g)].map((match) => match[1]);
  expect([...classes].sort()).toEqual([...SEARCH_EXCLUDED_CLASSES].sort());
});

test('the crawler reads the article column the shell marks', () => {
  expect(crawler).toContain(`const ARTICLE = 'main .${ChromeClassNames.content}';`);
});
