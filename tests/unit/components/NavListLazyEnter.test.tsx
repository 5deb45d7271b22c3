import React from 'react';
import {fireEvent, screen, waitFor} from '@testing-library/react';
import {NavList} from '@site/src/components/NavDrawer/NavList';
import {filterModule} from '@site/src/components/NavDrawer/filterLoader';
import {historyPush} from '../__mocks__/docusaurus/mockState';
import {renderInShell} from '../helpers/render';

// A file of its own: the ranking module must not be loaded before this test.
test('Enter pressed before the ranking module has loaded still opens the best match', async () => {
  expect(filterModule()).toBeNull();
  const onNavigate = jest.fn();
  renderInShell(<NavList idPrefix="lazy-enter" onNavigate={onNavigate} />);
  const input = screen.getByLabelText('Find Page');
  fireEvent.change(input, {target: {value: 'sorting'}});
  fireEvent.keyDown(input, {key: 'Enter'});
  await waitFor(() => expect(historyPush).toHaveBeenCalledWith('/docs/guides/sorting'));
  expect(onNavigate).toHaveBeenCalledTimes(1);
  expect(input).toHaveValue('');
});
