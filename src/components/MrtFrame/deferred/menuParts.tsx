import type {ComponentType} from 'react';
import {deferred} from './deferred';

type MenuParts = typeof import('./parts/menu');

let loaded: MenuParts | null = null;

/** Loads the menu chunk (parts/menu) once; every menu stand-in shares it. */
export const loadMenuParts = (): Promise<MenuParts> =>
  import('./parts/menu').then((parts) => {
    loaded = parts;
    return parts;
  });

/**
 * A stand-in for a part MRT renders only inside a menu. The menu itself renders once the menu chunk has
 * arrived, so its items render the real component at once, with no suspended boundary of their own that
 * would fill the open menu a moment late. Rendered anywhere before a menu has opened, the part loads the
 * chunk itself and shows nothing meanwhile.
 */
export function menuPart(pick: (parts: MenuParts) => unknown, label: string) {
  const Lazy = deferred(() => loadMenuParts().then((parts) => ({default: pick(parts)})), label, {quiet: true});
  function MenuPart(props: Record<string, unknown>) {
    if (!loaded) return <Lazy {...props} />;
    const Real = pick(loaded) as ComponentType<Record<string, unknown>>;
    // in place, with no Suspense boundary (see deferred.tsx: the browser never hydrates a table)
    return <Real {...props} />;
  }
  MenuPart.displayName = `MenuPart${label.replace(/\W/g, '')}`;
  return MenuPart;
}
