/**
 * @jest-environment node
 */
import path from 'node:path';
import {codeBlockMetadata, type MetadataInput} from '@site/src/theme/CodeBlock/metadata';

/**
 * src/theme/CodeBlock reads a block's metadata with its own small function instead of Docusaurus'
 * createCodeBlockMetadata (which brings a comment parser for thirty languages and parse-numeric-range to every
 * page with code). For what the site's blocks use, both must read the same: when an upgrade of
 * @docusaurus/theme-common changes what it returns, this fails.
 */
// the file also holds the block's React context, whose hooks import a Docusaurus client module
jest.mock('@docusaurus/useIsomorphicLayoutEffect', () => ({__esModule: true, default: () => {}}), {virtual: true});

// the module itself, by its path: the package's entry points load React contexts jest cannot resolve, and its
// exports map names no deeper file
const {createCodeBlockMetadata} = jest.requireActual<typeof import('@docusaurus/theme-common/internal')>(
  path.join(__dirname, '../../../node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js'),
);

const CASES: MetadataInput[] = [
  {code: '', className: 'language-tsx', metastring: 'title="Table.tsx" prelude=person'},
  {code: '', className: 'language-bash', metastring: undefined},
  {code: '', language: 'TSX', metastring: "title='a b.ts'"},
  {code: 'npm install material-react-table', defaultLanguage: 'bash'},
  {code: 'plain text', className: 'extra language-json'},
  {code: 'x', className: 'extra', title: 'From the prop'},
  {code: 'x', metastring: 'in=options', language: 'tsx', title: 'Ignored when the meta names one'},
  {code: 'x'},
];

test.each(CASES)('reads %j as Docusaurus does', (input) => {
  const {code, className, language, defaultLanguage, metastring, title} = input;
  const theirs = createCodeBlockMetadata({
    ...{code, className, language, defaultLanguage, metastring, title},
    magicComments: [],
    showLineNumbers: undefined,
  });
  expect(codeBlockMetadata(input)).toEqual(theirs);
});
