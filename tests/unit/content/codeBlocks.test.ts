/**
 * @jest-environment node
 */
import path from 'node:path';
import {extractCodeBlocks, parseMeta, type CodeBlock} from './codeBlocks';
import {checkCodeBlocks, summarize, type CheckResult} from './checkCodeBlocks';
import type {SnippetContext, SnippetPrelude} from './snippetPreludes';
import {recordsFromMarkdown} from '../../../plugins/search-index/sources';

const siteDir = path.resolve(__dirname, '../../..');
const fence = '```';

describe('parseMeta', () => {
  test('reads quoted, single-quoted and bare values, and flags', () => {
    expect(
      parseMeta(`title="My file.tsx" prelude=person,testing nocheck='needs a server' showLineNumbers {1,3-4}`),
    ).toEqual({
      title: 'My file.tsx',
      prelude: 'person,testing',
      nocheck: 'needs a server',
      showLineNumbers: true,
      '{1,3-4}': true,
    });
  });

  test('an empty quoted value stays an empty string, a bare key is a flag', () => {
    expect(parseMeta('nocheck=""')).toEqual({nocheck: ''});
    expect(parseMeta('nocheck')).toEqual({nocheck: true});
  });
});

describe('extractCodeBlocks', () => {
  test('gives each block its language, meta, code and the line of its opening fence', () => {
    const page = [
      '# Title',
      '',
      `${fence}tsx title="a.tsx" prelude=person`,
      'const a = 1;',
      fence,
      '',
      `${fence}bash`,
      'npm i',
      fence,
    ].join('\n');
    expect(extractCodeBlocks(page, 'docs/page.mdx')).toEqual([
      {
        file: 'docs/page.mdx',
        line: 3,
        lang: 'tsx',
        metaString: 'title="a.tsx" prelude=person',
        meta: {title: 'a.tsx', prelude: 'person'},
        code: 'const a = 1;',
      },
      {file: 'docs/page.mdx', line: 7, lang: 'bash', metaString: '', meta: {}, code: 'npm i'},
    ]);
  });

  test('finds fences nested in JSX such as Tabs, and removes their indentation', () => {
    const page = [
      '<Tabs>',
      '  <TabItem value="ts">',
      '',
      `    ${fence}ts`,
      '    function f() {',
      '      return 1;',
      '    }',
      `    ${fence}`,
      '',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n');
    const [block] = extractCodeBlocks(page, 'p.mdx');
    expect(block.line).toBe(4);
    expect(block.code).toBe('function f() {\n  return 1;\n}');
  });

  test('a longer fence shows a shorter one as content: the inner fence is no block of its own', () => {
    const page = [
      '````mdx',
      `${fence}tsx`,
      'const x: number = "not checked";',
      fence,
      '````',
      '~~~ts',
      'const y = 2;',
      '~~~',
    ].join('\n');
    const blocks = extractCodeBlocks(page, 'p.mdx');
    expect(blocks.map((block) => [block.lang, block.line])).toEqual([
      ['mdx', 1],
      ['ts', 6],
    ]);
    expect(blocks[0].code).toContain('```tsx');
  });

  test('inline code with three backticks is not a fence', () => {
    expect(extractCodeBlocks('Write ```tsx``` to open a block.', 'p.mdx')).toEqual([]);
  });
});

describe('the dev search index and fence meta', () => {
  test('meta words and code stay out of the Markdown search records', () => {
    const page = [
      '---',
      'title: Page',
      '---',
      '',
      'Intro text.',
      '',
      `${fence}tsx prelude=person nocheck="a reason"`,
      'const secret = 1;',
      fence,
      '',
      'After.',
    ].join('\n');
    const text = JSON.stringify(recordsFromMarkdown(page, '/docs/page', 'docs-default-current'));
    expect(text).toContain('Intro text.');
    expect(text).toContain('After.');
    expect(text).not.toMatch(/prelude|nocheck|a reason|secret/);
  });

  test('a longer fence showing a shorter one keeps all of its lines out of the records', () => {
    const page = [
      '---',
      'title: Page',
      '---',
      '',
      '````mdx',
      `${fence}tsx`,
      'const inner = 1;',
      fence,
      'afterInner',
      '````',
      '',
      'Prose.',
    ].join('\n');
    const text = JSON.stringify(recordsFromMarkdown(page, '/docs/page', 'docs-default-current'));
    expect(text).toContain('Prose.');
    expect(text).not.toMatch(/inner|afterInner/);
  });
});

/**
 * The checker on fixture pages, all in one program as the real check runs.
 * The fixture preludes and contexts use no packages, so this stays fast.
 */
describe('checkCodeBlocks', () => {
  const preludes: Record<string, SnippetPrelude> = {
    greet: {
      about: 'greeting: string and shout(text)',
      source:
        'export const greeting = "hello";\nexport function shout(text: string): string {\n  return text.toUpperCase();\n}\n',
      siblings: {helpers: 'export const helper = 1;\n'},
    },
  };
  const contexts: Record<string, SnippetContext> = {
    settings: {
      about: 'properties of a Settings object',
      preludes: ['greet'],
      before: 'interface Settings {\n  size: number;\n  label: string;\n}\nexport const snippetSettings: Settings = {',
      after: '};',
    },
  };
  const page = (file: string, lines: string[]) => extractCodeBlocks(lines.join('\n'), `fixtures/${file}`);
  const blocks: CodeBlock[] = [
    ...page('good.mdx', ['# Good', `${fence}ts`, 'export const n: number = 1;', fence]),
    ...page('bad.mdx', ['# Bad', '', 'Text.', `${fence}ts`, 'const ok = 1;', "const n: number = 'one';", fence]),
    ...page('tabs.mdx', [
      '<Tabs>',
      '  <TabItem value="a">',
      `    ${fence}tsx`,
      '    const ok = <div />;',
      '    const wrong: string = 2;',
      `    ${fence}`,
      '  </TabItem>',
      '</Tabs>',
    ]),
    ...page('isolated.mdx', [
      `${fence}ts`,
      'export const shared = 1;',
      fence,
      `${fence}ts`,
      'export const twice = shared * 2;',
      fence,
    ]),
    ...page('chained.mdx', [
      `${fence}ts file=data.ts`,
      'export const rows = [1, 2];',
      fence,
      `${fence}ts`,
      "import {rows} from './data';",
      'export const total: number = rows.length;',
      fence,
    ]),
    ...page('prelude.mdx', [
      `${fence}ts prelude=greet`,
      'export const loud: string = shout(greeting);',
      fence,
      `${fence}ts prelude=greet`,
      "const greeting = 'own';",
      'export const mine: string = shout(greeting);',
      fence,
      `${fence}ts prelude=greet`,
      "import {helper} from './helpers';",
      'export const one: number = helper;',
      fence,
      `${fence}ts prelude=nonesuch`,
      'export {};',
      fence,
    ]),
    ...page('context.mdx', [
      `${fence}ts in=settings`,
      'size: 2,',
      'label: greeting,',
      fence,
      `${fence}ts in=settings`,
      "size: 'big',",
      "label: '',",
      fence,
    ]),
    ...page('nocheck.mdx', [
      `${fence}ts nocheck="calls an API that only exists in the reader's app"`,
      'doesNotExist();',
      fence,
      `${fence}ts nocheck`,
      'alsoMissing();',
      fence,
      `${fence}ts nocheck=""`,
      'stillMissing();',
      fence,
    ]),
    ...page('expect.mdx', [
      `${fence}ts expect-error="TS2322"`,
      "const n: number = 'x';",
      fence,
      `${fence}ts expect-error="TS2322"`,
      'const n: number = 1;',
      fence,
      `${fence}ts expect-error="TS2322"`,
      'missingName();',
      fence,
      `${fence}ts expect-error`,
      'const n = 1;',
      fence,
    ]),
    ...page('other-languages.mdx', [
      `${fence}js`,
      'const n: number = "js is not checked";',
      fence,
      `${fence}bash`,
      'npm i',
      fence,
    ]),
  ];
  let result: CheckResult;
  const failuresOf = (file: string) => result.failures.filter((failure) => failure.startsWith(`fixtures/${file}`));

  beforeAll(() => {
    result = checkCodeBlocks(blocks, siteDir, {preludes, contexts});
  }, 300000);

  test('a block that compiles passes; only ts, typescript and tsx blocks are compiled', () => {
    expect(failuresOf('good.mdx')).toEqual([]);
    expect(failuresOf('other-languages.mdx')).toEqual([]);
    expect(result.checked.map((block) => block.file)).not.toContain('fixtures/other-languages.mdx');
  });

  test('a block that does not compile fails with page:line:column and the TypeScript diagnostic', () => {
    expect(failuresOf('bad.mdx')).toEqual([
      "fixtures/bad.mdx:6:7 TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
  });

  test('a failing block nested in Tabs reports its line in the page', () => {
    expect(failuresOf('tabs.mdx')).toEqual([
      "fixtures/tabs.mdx:5:7 TS2322 Type 'number' is not assignable to type 'string'.",
    ]);
  });

  test('blocks are separate modules: one does not see another’s names', () => {
    expect(failuresOf('isolated.mdx')).toEqual(["fixtures/isolated.mdx:5:22 TS2304 Cannot find name 'shared'."]);
  });

  test('a block with file=data.ts can be imported by the other blocks of its page', () => {
    expect(failuresOf('chained.mdx')).toEqual([]);
  });

  test('a prelude gives its names and sibling modules; the block’s own declarations win; unknown preludes fail', () => {
    expect(failuresOf('prelude.mdx')).toEqual(['fixtures/prelude.mdx:12 unknown prelude nonesuch (known: greet)']);
  });

  test('a fragment compiles inside its context, with errors on the page’s lines', () => {
    expect(failuresOf('context.mdx')).toEqual([
      "fixtures/context.mdx:6:1 TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
  });

  test('nocheck needs a reason; skipped blocks are listed with it', () => {
    expect(failuresOf('nocheck.mdx')).toEqual([
      'fixtures/nocheck.mdx:4 nocheck needs a reason: nocheck="why this block cannot compile"',
      'fixtures/nocheck.mdx:7 nocheck needs a reason: nocheck="why this block cannot compile"',
    ]);
    expect(result.skipped.map(({block, reason}) => [block.line, reason])).toEqual([
      [1, "calls an API that only exists in the reader's app"],
    ]);
    expect(summarize(result)).toContain("fixtures/nocheck.mdx:1 calls an API that only exists in the reader's app");
  });

  test('expect-error passes only when the block fails with exactly the listed codes', () => {
    expect(failuresOf('expect.mdx')).toEqual([
      'fixtures/expect.mdx:4 expected TS2322 (expect-error), but the block does not produce it',
      'fixtures/expect.mdx:7 expected TS2322 (expect-error), but the block does not produce it',
      "fixtures/expect.mdx:8:1 TS2304 Cannot find name 'missingName'.",
      'fixtures/expect.mdx:10 expect-error needs the codes it expects, e.g. expect-error="TS2305"',
    ]);
    expect(result.expectedErrors.map(({block}) => `${block.file}:${block.line}`)).toEqual(['fixtures/expect.mdx:1']);
  });

  test('the summary gives the count of blocks compiled and the time taken', () => {
    expect(summarize(result)).toMatch(/^Type-checked \d+ TypeScript code blocks from \d+ pages in \d+\.\d s\./);
  });
});
