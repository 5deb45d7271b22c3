import {useCallback, useContext} from 'react';
import {useHistory} from '@docusaurus/router';
import {navigation} from '@site/src/navigation/navigation';
import {DeferNavigationContext} from '../NavLink';
import {filterModule, loadFilter} from './filterLoader';

type FilterModule = NonNullable<ReturnType<typeof filterModule>>;

/**
 * Enter in Find Page: opens the best-ranked link for the query (external
 * links in a new tab) after calling `onChosen`; nothing happens when nothing
 * matches. Enter may come before the ranking module has arrived: then it waits
 * for it and ranks the same query.
 */
export function useOpenBestMatch(onChosen: () => void, linkHref: (href: string) => string): (query: string) => void {
  const history = useHistory();
  // the phone's drawer navigates once it is closing (see NavLink)
  const deferNavigation = useContext(DeferNavigationContext);
  return useCallback(
    (query: string) => {
      const open = (module: FilterModule) => {
        const best = module.bestFilteredLink(module.filterNavigation(navigation, query) ?? []);
        if (!best) return;
        onChosen();
        if (best.external) window.open(best.href, '_blank', 'noopener');
        else if (deferNavigation) deferNavigation(() => history.push(linkHref(best.href)));
        else history.push(linkHref(best.href));
      };
      const module = filterModule();
      if (module) open(module);
      else void loadFilter().then(open);
    },
    [history, onChosen, linkHref, deferNavigation],
  );
}
