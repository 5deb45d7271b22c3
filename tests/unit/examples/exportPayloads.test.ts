/**
 * What the export buttons send (export/actions.ts): the StackBlitz form and the CodeSandbox parameters carry
 * exactly the files of the downloaded zip. jsdom cannot post forms, so each form's fields are read at submit.
 */
import {strFromU8, unzipSync} from 'fflate';
import {decompressFromBase64} from 'lz-string';
import type {LoadedExample} from '@site/src/components/Example/framework/types';
import {downloadProject, openInCodeSandbox, openInStackBlitz} from '@site/src/components/Example/export/actions';

const example: LoadedExample = {
  slug: 'basic',
  exportable: true,
  Component: () => null,
  files: [
    {name: 'Example.tsx', jsName: 'Example.jsx'},
    {name: 'data.ts', jsName: 'data.js'},
  ],
  loadTypeScript: async () => [
    {
      name: 'Example.tsx',
      ts: "import {data} from './data';\nexport default function Example() { return null; }\n",
      html: '',
    },
    {name: 'data.ts', ts: 'export const data: number[] = [];\n', html: ''},
  ],
  loadJavaScript: async () => [
    {
      name: 'Example.jsx',
      js: "import {data} from './data';\nexport default function Example() { return null; }\n",
      html: '',
    },
    {name: 'data.js', js: 'export const data = [];\n', html: ''},
  ],
  loadPackages: async () => [],
  loadSandboxModules: async () => ({}),
};

const posted: Array<{action: string; target: string; fields: Record<string, string>}> = [];
let zipped: Uint8Array | null = null;

beforeAll(() => {
  HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
    const fields = Object.fromEntries(
      [...this.querySelectorAll('input')].map((input) => [input.name, input.value] as [string, string]),
    );
    posted.push({action: this.action, target: this.target, fields});
  };
  URL.createObjectURL = () => 'blob:zip';
  URL.revokeObjectURL = () => undefined;
  // the zip's bytes, read from the Blob the download link points at
  const RealBlob = Blob;
  global.Blob = class extends RealBlob {
    constructor(parts: BlobPart[], options?: BlobPropertyBag) {
      super(parts, options);
      if (options?.type === 'application/zip') zipped = parts[0] as Uint8Array;
    }
  } as typeof Blob;
  HTMLAnchorElement.prototype.click = () => undefined;
});

async function zipFiles(language: 'ts' | 'js') {
  window.localStorage.setItem('docusaurus.tab.example-language', language);
  await downloadProject(example, language);
  const entries = unzipSync(zipped!);
  return Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [name.replace(/^mrt-basic\//, ''), strFromU8(bytes)]),
  );
}

test.each(['ts', 'js'] as const)('the StackBlitz form carries exactly the files of the zip (%s)', async (language) => {
  const files = await zipFiles(language);
  posted.length = 0;
  await openInStackBlitz(example, language);
  const [form] = posted;
  expect(form.action).toMatch(/^https:\/\/stackblitz\.com\/run/);
  expect(form.target).toBe('_blank');
  const sent = Object.fromEntries(
    Object.entries(form.fields)
      .filter(([name]) => name.startsWith('project[files]'))
      .map(([name, value]) => [name.slice('project[files]['.length, -1), value]),
  );
  expect(sent).toEqual(files);
  expect(form.fields['project[template]']).toBe('node');
});

test.each(['ts', 'js'] as const)(
  'the CodeSandbox parameters carry exactly the files of the zip (%s)',
  async (language) => {
    const files = await zipFiles(language);
    posted.length = 0;
    await openInCodeSandbox(example, language);
    const [form] = posted;
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.target).toBe('_blank');
    const json = decompressFromBase64(form.fields.parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const sent = JSON.parse(json!).files as Record<string, {content: string}>;
    expect(Object.fromEntries(Object.entries(sent).map(([name, file]) => [name, file.content]))).toEqual(files);
  },
);

test('the JavaScript project is JavaScript: .jsx files, no tsconfig, no TypeScript packages', async () => {
  const files = await zipFiles('js');
  expect(Object.keys(files).sort()).toEqual(
    [
      'README.md',
      'index.html',
      'package.json',
      'src/Example.jsx',
      'src/data.js',
      'src/main.jsx',
      'vite.config.js',
    ].sort(),
  );
  expect(files['package.json']).not.toContain('typescript');
});
