/**
 * The MDX plugin behind `<ApiOptionsTable>`, `<ExampleDemo>` and
 * `<ExampleSource>`: options tables are checked and rewritten to import only
 * their entries, and the page components get an import when a page has none.
 */
import path from 'node:path';
import remarkPageComponents from '@site/plugins/api-reference/remark.cjs';

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: Attribute[];
  children?: Node[];
  position?: {start: {line: number}};
  data?: {estree?: {body: Array<{specifiers?: Array<{local: {name: string}}>; source?: {value: string}}>}};
}
interface Attribute {
  type: string;
  name: string;
  value?: string | {type: string; value: string; data?: unknown};
}

const FILE = path.resolve(__dirname, '../../../docs/guides/sorting.mdx');

/** `name={['a', 'b']}` as remark-mdx parses it. */
const list = (name: string, values: string[]): Attribute => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(values),
    data: {
      estree: {
        type: 'Program',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {type: 'ArrayExpression', elements: values.map((value) => ({type: 'Literal', value}))},
          },
        ],
      },
    },
  },
});

const element = (name: string, attributes: Attribute[] = [], line = 7): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children: [],
  position: {start: {line}},
});

const importOf = (local: string, source: string): Node => ({
  type: 'mdxjsEsm',
  value: `import {${local}} from '${source}';`,
  data: {estree: {body: [{specifiers: [{local: {name: local}}], source: {value: source}}]}},
});

function run(children: Node[]): Node {
  const tree: Node = {type: 'root', children};
  remarkPageComponents()(tree, {path: FILE});
  return tree;
}

const imports = (tree: Node) =>
  tree.children!.filter((node) => node.type === 'mdxjsEsm').map((node) => node.data!.estree!.body[0].source!.value);

describe('<ApiOptionsTable>', () => {
  test('is rewritten to import only its entries, one page per prop', () => {
    const table = element('ApiOptionsTable', [
      list('tableOptions', ['enableSorting']),
      list('columnOptions', ['sortingFn']),
      list('stateOptions', ['sorting']),
    ]);
    const tree = run([table]);
    expect(table.attributes!.map((attribute) => attribute.name)).toEqual(['entries']);
    const [excerpt, component] = imports(tree);
    const query = new URLSearchParams(excerpt.split('?')[1]);
    expect(excerpt.startsWith('@site/src/api/reference?')).toBe(true);
    expect(JSON.parse(query.get('excerpt')!)).toEqual([
      {page: 'table-options', names: ['enableSorting']},
      {page: 'column-options', names: ['sortingFn']},
      {page: 'state-options', names: ['sorting']},
    ]);
    expect(query.get('from')).toBe('docs/guides/sorting.mdx:7');
    expect(component).toBe('@site/src/components/ApiTable/ApiOptionsTable');
  });

  test('page + names still works', () => {
    const table = element('ApiOptionsTable', [
      {type: 'mdxJsxAttribute', name: 'page', value: 'row-instance-apis'},
      list('names', ['getIsSelected']),
    ]);
    const [excerpt] = imports(run([table]));
    expect(JSON.parse(new URLSearchParams(excerpt.split('?')[1]).get('excerpt')!)).toEqual([
      {page: 'row-instance-apis', names: ['getIsSelected']},
    ]);
  });

  test('an unknown name fails with the file, the line and the name', () => {
    const table = element('ApiOptionsTable', [list('tableOptions', ['enableSorting', 'enableSortng'])], 12);
    expect(() => run([table])).toThrow(
      'docs/guides/sorting.mdx:12: <ApiOptionsTable>: "enableSortng" is not an entry of /docs/api/table-options',
    );
  });

  test('a name of another page fails: state is not a table option', () => {
    expect(() => run([element('ApiOptionsTable', [list('tableOptions', ['sorting'])])])).toThrow(
      /"sorting" is not an entry of \/docs\/api\/table-options/,
    );
  });

  test('unknown props and lists that are not written out fail', () => {
    expect(() => run([element('ApiOptionsTable', [list('options', ['enableSorting'])])])).toThrow(
      /unknown prop "options"/,
    );
    const computed: Attribute = {
      type: 'mdxJsxAttribute',
      name: 'tableOptions',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: 'NAMES',
        data: {
          estree: {
            type: 'Program',
            body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: 'NAMES'}}],
          },
        },
      },
    };
    expect(() => run([element('ApiOptionsTable', [computed])])).toThrow(/must list the names written out/);
    expect(() => run([element('ApiOptionsTable')])).toThrow(/name at least one entry/);
  });
});

describe('page components without imports', () => {
  test('ExampleDemo and ExampleSource get one import', () => {
    const tree = run([element('ExampleDemo'), {type: 'paragraph', children: [element('ExampleSource')]}]);
    const esm = tree.children!.filter((node) => node.type === 'mdxjsEsm');
    expect(esm).toHaveLength(1);
    expect(esm[0].data!.estree!.body[0].specifiers!.map((specifier) => specifier.local.name)).toEqual([
      'ExampleDemo',
      'ExampleSource',
    ]);
    expect(imports(tree)).toEqual(['@site/src/components/Example']);
  });

  test("a page's own import is kept and not doubled", () => {
    const own = importOf('ExampleDemo', '@site/src/components/Example');
    const tree = run([own, element('ExampleDemo')]);
    expect(tree.children!.filter((node) => node.type === 'mdxjsEsm')).toEqual([own]);
  });

  test('pages without them get nothing', () => {
    const tree = run([element('Tabs'), {type: 'paragraph', children: []}]);
    expect(imports(tree)).toEqual([]);
  });
});
