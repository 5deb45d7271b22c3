/** @jest-environment node */
/**
 * Build-time code colours (plugins/shiki/highlight.mjs): the HTML keeps the code's text exactly, and every
 * class it uses has a rule for its scheme in the generated stylesheet. shiki is ESM only, so the module runs in
 * a child Node process.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../../plugins/shiki/highlight.mjs');
const SAMPLES: Array<[string, string]> = [
  ['tsx', "import {x} from 'y';\n\n// a <b> & c\nconst a = <Foo bar={1} />;\n"],
  ['typescript', 'export interface Person {\n  name: string; /** doc */\n}'],
  ['bash', 'npm install material-react-table'],
  ['text', 'plain <text> & more'],
];

function run(): {html: string[]; css: string} {
  const script = `import {highlightToHtml, codeColorsCss} from ${JSON.stringify(MODULE)};
const samples = JSON.parse(process.argv[1]);
const html = await Promise.all(samples.map(([language, code]) => highlightToHtml(code, language)));
process.stdout.write(JSON.stringify({html, css: await codeColorsCss()}));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(SAMPLES)]);
  return JSON.parse(out.toString());
}

const {html, css} = run();
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

test.each(SAMPLES.map(([language, code], index) => [language, code, index] as const))(
  '%s: the HTML holds the code exactly (bar a final line break)',
  (_language, code, index) => {
    // a final line break is dropped, as Docusaurus does
    expect(textOf(html[index]!)).toBe(code.replace(/\n$/, ''));
    expect(html[index]).not.toMatch(/<(?!\/?span)/);
  },
);

test('TSX is coloured, and each class has a rule for its scheme', () => {
  const classes = new Set(
    html.flatMap((markup) => [...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '))),
  );
  expect(classes.size).toBeGreaterThan(4);
  for (const name of classes) {
    const scheme = name[0] === 'l' ? ":root[data-theme='light']" : ":root:not([data-theme='light'])";
    expect(css).toContain(`${scheme} .${name}{`);
  }
});

test('both schemes set the block colours, on the backgrounds the site has always had', () => {
  expect(css).toContain('--code-background:#f6f8fa');
  expect(css).toContain('--code-background:#1e1e1e');
});
