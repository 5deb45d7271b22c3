import React from 'react';
import {fireEvent, screen, waitFor} from '@testing-library/react';
import {NavList} from '@site/src/components/NavDrawer/NavList';
import {DeferNavigationContext} from '@site/src/components/NavLink';
import {filterModule} from '@site/src/components/NavDrawer/filterLoader';
import {historyPush} from '../__mocks__/docusaurus/mockState';
import {renderInShell} from '../helpers/render';

// A file of its own: the ranking module must not be loaded before this test.
test('Enter pressed before the ranking module has loaded still opens the best match', async () => {
  expect(filterModule()).toBeNull();
  const onNavigate = jest.fn((navigate?: () => void) => navigate?.());
  renderInShell(
    <DeferNavigationContext.Provider value={onNavigate}>
      <NavList idPrefix="lazy-enter" />
    </DeferNavigationContext.Provider>,
  );
  const input = screen.getByLabelText('Find Page');
  fireEvent.change(input, {target: {value: 'sorting'}});
  fireEvent.keyDown(input, {key: 'Enter'});
  await waitFor(() => expect(historyPush).toHaveBeenCalledWith('/docs/guides/sorting'));
  expect(onNavigate).toHaveBeenLastCalledWith(expect.any(Function));
  expect(input).toHaveValue('');
});
