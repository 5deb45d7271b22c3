import {act, render, screen} from '@testing-library/react';

/**
 * MRT's imports of MenuItem and ListItemIcon get the stand-ins in src/components/MrtFrame/deferred
 * (plugins/mrt-deferred): they arrive in the menu's own chunk, and once it is there they render the real
 * components at once, so an opening menu shows its items on its first render.
 */
type Deferred = {
  Menu: typeof import('@site/src/components/MrtFrame/deferred/Menu').default;
  MenuItem: typeof import('@site/src/components/MrtFrame/deferred/MenuItem').default;
  ListItemIcon: typeof import('@site/src/components/MrtFrame/deferred/ListItemIcon').default;
};
// the stand-ins' module state is fresh per test, but React stays the one the renderer uses (they call hooks)
const react = jest.requireActual('react');
const jsxRuntime = jest.requireActual('react/jsx-runtime');
const fresh = (): Deferred => {
  let modules: Deferred | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    modules = {
      Menu: require('@site/src/components/MrtFrame/deferred/Menu').default,
      MenuItem: require('@site/src/components/MrtFrame/deferred/MenuItem').default,
      ListItemIcon: require('@site/src/components/MrtFrame/deferred/ListItemIcon').default,
    };
  });
  return modules!;
};

test('a menu renders nothing while closed; opened, it shows its items and their icons once its chunk is in', async () => {
  const {Menu, MenuItem, ListItemIcon} = fresh();
  const anchor = document.createElement('button');
  document.body.append(anchor);
  const items = (
    <>
      <MenuItem onClick={() => undefined}>
        <ListItemIcon>
          <span data-testid="icon" />
        </ListItemIcon>
        Pin to left
      </MenuItem>
      <MenuItem>Hide column</MenuItem>
    </>
  );
  const {rerender} = render(
    <Menu open={false} anchorEl={anchor}>
      {items}
    </Menu>,
  );
  expect(screen.queryByRole('menu')).toBeNull();

  rerender(
    <Menu open anchorEl={anchor}>
      {items}
    </Menu>,
  );
  // the first render with the menu shows every item: none waits behind a boundary of its own
  const menu = await screen.findByRole('menu');
  expect(Array.from(menu.querySelectorAll('[role="menuitem"]'), (item) => item.textContent)).toEqual([
    'Pin to left',
    'Hide column',
  ]);
  expect(screen.getByTestId('icon').parentElement).toHaveClass('MuiListItemIcon-root');
  anchor.remove();
});

test('once the menu chunk is in, an item renders the real MenuItem on its very first render', async () => {
  const {Menu, MenuItem} = fresh();
  const anchor = document.createElement('button');
  document.body.append(anchor);
  const {unmount} = render(<Menu open anchorEl={anchor} />);
  await screen.findByRole('menu');
  unmount();

  // synchronous: no suspense, no act() flush of a lazy component needed
  render(<MenuItem>Copy</MenuItem>);
  expect(screen.getByRole('menuitem')).toHaveTextContent('Copy');
  expect(screen.getByRole('menuitem')).toHaveClass('MuiMenuItem-root');
  anchor.remove();
  await act(async () => undefined);
});

test('an item rendered before any menu opened loads the chunk itself and shows nothing meanwhile', async () => {
  const {MenuItem} = fresh();
  render(<MenuItem>Copy</MenuItem>);
  expect(screen.queryByRole('menuitem')).toBeNull();
  expect(await screen.findByRole('menuitem')).toHaveTextContent('Copy');
});
