import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {NavList} from '@site/src/components/NavDrawer/NavList';
import {filterModule} from '@site/src/components/NavDrawer/filterLoader';
import {renderInShell} from '../helpers/render';

// A file of its own: the ranking module must not be loaded before this test.
test('typing before the ranking module has loaded filters once it arrives', async () => {
  expect(filterModule()).toBeNull();
  renderInShell(<NavList idPrefix="lazy" />);
  fireEvent.change(screen.getByLabelText('Find Page'), {target: {value: 'zzzzqqq'}});
  expect(await screen.findByRole('status')).toHaveTextContent('No results found for "zzzzqqq"');
  expect(filterModule()).not.toBeNull();
});
