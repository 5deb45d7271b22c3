import React from 'react';
import {render, screen} from '@testing-library/react';
import Admonition from '@site/src/theme/Admonition';

// the package index needs the site's generated modules; the two helpers the component uses come from their own files
jest.mock('@docusaurus/theme-common', () => {
  const lib = `${process.cwd()}/node_modules/@docusaurus/theme-common/lib/utils`;
  return {
    ...jest.requireActual(`${lib}/ThemeClassNames.js`),
    ...jest.requireActual(`${lib}/admonitionUtils.js`),
  };
});

test('an admonition shows its type as the heading, in the colours of its type', () => {
  const {container} = render(
    <Admonition type="warning">
      <p>Rows are compared by id.</p>
    </Admonition>,
  );
  expect(screen.getByText('Warning')).toBeTruthy();
  expect(screen.getByText('Rows are compared by id.')).toBeTruthy();
  expect(container.firstElementChild?.className).toMatch(/\balert alert--warning\b/);
  expect(container.firstElementChild?.className).toContain('theme-admonition-warning');
});

test('a title replaces the heading; an unknown type falls back to info', () => {
  const {container} = render(
    <Admonition type="mystery" title="Before you start">
      <p>Body</p>
    </Admonition>,
  );
  expect(screen.getByText('Before you start')).toBeTruthy();
  expect(screen.queryByText('Info')).toBeNull();
  expect(container.firstElementChild?.className).toMatch(/\balert--info\b/);
});
