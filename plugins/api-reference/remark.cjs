/**
 * Remark plugin for every MDX page (docs, blog, pages).
 *
 * 1. The page components: `<ExampleDemo>`, `<ExampleSource>` and `<ApiOptionsTable>`
 *    work without importing them. The import is added to the pages that use one,
 *    and only to those, so other pages do not download them. A page that imports
 *    one itself keeps its own import.
 *
 * 2. Options tables are resolved at build time. In
 *
 *      <ApiOptionsTable tableOptions={['enableSorting']} columnOptions={['sortingFn']} stateOptions={['sorting']} />
 *
 *    each prop names entries of one reference page (the props are the `prop`s of
 *    src/api/pages.ts; `page="table-options" names={[...]}` also works). A name
 *    the reference does not have fails the build with the file, line and name.
 *    The element is rewritten to `<ApiOptionsTable entries={...} />`, whose entries
 *    come from `@site/src/api/reference?excerpt=...` (loader.cjs): the page's
 *    bundle holds only those entries and their descriptions.
 */
const path = require('node:path');
const {excerptProps, pickGenerated, ROOT} = require('./data.cjs');

const COMPONENT_SOURCES = {
  ExampleDemo: '@site/src/components/Example',
  ExampleSource: '@site/src/components/Example',
  ApiOptionsTable: '@site/src/components/ApiTable/ApiOptionsTable',
};

const REFERENCE_MODULE = '@site/src/api/reference';

const identifier = (name) => ({type: 'Identifier', name});
const literal = (value) => ({type: 'Literal', value, raw: JSON.stringify(value)});

/** An `import` as an MDX ESM node (MDX compiles the estree, not the text). */
function importNode(source, specifiers) {
  const named = specifiers.filter((s) => !s.default).map((s) => s.local);
  const text = [
    ...specifiers.filter((s) => s.default).map((s) => s.local),
    ...(named.length ? [`{${named.join(', ')}}`] : []),
  ].join(', ');
  return {
    type: 'mdxjsEsm',
    value: `import ${text} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: specifiers.map((s) =>
              s.default
                ? {type: 'ImportDefaultSpecifier', local: identifier(s.local)}
                : {type: 'ImportSpecifier', imported: identifier(s.local), local: identifier(s.local)},
            ),
            source: literal(source),
          },
        ],
      },
    },
  };
}

/** `{name}` as a JSX attribute value. */
const expressionValue = (name) => ({
  type: 'mdxJsxAttributeValueExpression',
  value: name,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [{type: 'ExpressionStatement', expression: identifier(name)}],
    },
  },
});

/** Names the page's own imports and exports declare. */
function declaredNames(tree) {
  const names = new Set();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      for (const specifier of statement.specifiers ?? []) names.add(specifier.local.name);
      for (const declarator of statement.declaration?.declarations ?? []) {
        if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
      }
      if (statement.declaration?.id) names.add(statement.declaration.id.name);
    }
  }
  return names;
}

function visitElements(node, visit) {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') visit(node);
  for (const child of node.children ?? []) visitElements(child, visit);
}

/** The string list an attribute holds: `names={['a', 'b']}`. */
function stringList(attribute, fail) {
  const expression = attribute.value?.data?.estree?.body?.[0]?.expression;
  const ok =
    expression?.type === 'ArrayExpression' &&
    expression.elements.every((element) => element?.type === 'Literal' && typeof element.value === 'string');
  if (!ok) fail(`${attribute.name} must list the names written out, such as ${attribute.name}={['enableSorting']}`);
  return expression.elements.map((element) => element.value);
}

/** `[{page, names}]` from an `<ApiOptionsTable>` element's attributes. */
function requestsOf(element, fail) {
  const props = excerptProps();
  const requests = [];
  let page;
  let names;
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute')
      fail('spread props are not supported: name the entries by reference page');
    else if (attribute.name === 'page') {
      page = typeof attribute.value === 'string' ? attribute.value : undefined;
      if (!page) fail('page must be a string, such as page="table-options"');
    } else if (attribute.name === 'names') names = stringList(attribute, fail);
    else if (props[attribute.name]) requests.push({page: props[attribute.name], names: stringList(attribute, fail)});
    else fail(`unknown prop "${attribute.name}"; use ${Object.keys(props).join(', ')} (or page + names)`);
  }
  if ((page === undefined) !== (names === undefined)) fail('page and names go together');
  if (page !== undefined) requests.unshift({page, names});
  if (requests.every((request) => request.names.length === 0)) fail('name at least one entry');
  return requests.filter((request) => request.names.length > 0);
}

function remarkPageComponents() {
  return (tree, file) => {
    const declared = declaredNames(tree);
    const used = new Set();
    const imports = [];
    const where = file.path ? path.relative(ROOT, file.path) : 'an MDX file';

    visitElements(tree, (element) => {
      if (!element.name || !(element.name in COMPONENT_SOURCES)) return;
      used.add(element.name);
      if (element.name !== 'ApiOptionsTable') return;
      const line = element.position?.start.line;
      const fail = (message) => {
        throw new Error(`${where}${line ? `:${line}` : ''}: <ApiOptionsTable>: ${message}`);
      };
      const requests = requestsOf(element, fail);
      try {
        pickGenerated(requests);
      } catch (error) {
        fail(error.message.replace(/^ApiOptionsTable: /, ''));
      }
      const local = `apiOptionsEntries${imports.length}`;
      const query = new URLSearchParams({excerpt: JSON.stringify(requests), from: `${where}${line ? `:${line}` : ''}`});
      imports.push(importNode(`${REFERENCE_MODULE}?${query}`, [{local, default: true}]));
      element.attributes = [{type: 'mdxJsxAttribute', name: 'entries', value: expressionValue(local)}];
    });

    const bySource = new Map();
    for (const name of used) {
      if (declared.has(name)) continue;
      const source = COMPONENT_SOURCES[name];
      bySource.set(source, [...(bySource.get(source) ?? []), {local: name}]);
    }
    for (const [source, specifiers] of bySource) imports.push(importNode(source, specifiers));
    tree.children.unshift(...imports);
  };
}

module.exports = remarkPageComponents;
module.exports.COMPONENT_SOURCES = COMPONENT_SOURCES;
