import {useEffect, useState} from 'react';
import {entryFromHash} from '@site/src/api/entries';

/**
 * The entry the location hash names, followed through `hashchange` (in-page
 * anchor clicks) — undefined until the page runs in a browser.
 */
export function useHashEntry(names: ReadonlySet<string>): string | undefined {
  const [name, setName] = useState<string | undefined>(undefined);
  useEffect(() => {
    const read = () => setName(entryFromHash(window.location.hash, names));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [names]);
  return name;
}
