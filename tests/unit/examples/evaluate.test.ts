import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {render, screen} from '@testing-library/react';
import {transform} from 'sucrase';
import {evaluateModule} from '@site/src/components/Example/framework/evaluate';

const compile = (code: string) =>
  transform(code, {transforms: ['typescript', 'jsx', 'imports'], jsxRuntime: 'automatic', production: true}).code;

const modules = {react: React, 'react/jsx-runtime': jsxRuntime, './makeData': {rows: ['Ava', 'Liam']}};

test('runs edited TypeScript with the example’s own imports and renders its default export', () => {
  const {Component, error} = evaluateModule(
    `import {useState} from 'react';
import {rows} from './makeData';
export default function Example() {
  const [count] = useState<number>(rows.length);
  return <p>{count} rows: {rows.join(', ')}</p>;
}`,
    compile,
    modules,
  );
  expect(error).toBeUndefined();
  render(React.createElement(Component!));
  expect(screen.getByText('2 rows: Ava, Liam')).toBeInTheDocument();
});

test.each([
  ['a syntax error', 'export default function X() { return <p>; }', /^Syntax error/],
  [
    'an import the example does not use',
    "import pad from 'left-pad';\nexport default () => pad('x', 3);",
    /"left-pad" is not available in the sandbox/,
  ],
  ['no default export', 'export const X = 1;', /must have a default export/],
  ['a throw at module level', "throw new Error('boom');", /^boom$/],
])('reports %s as a message instead of throwing', (_, code, message) => {
  const result = evaluateModule(code, compile, modules);
  expect(result.Component).toBeUndefined();
  expect(result.error).toMatch(message);
});
