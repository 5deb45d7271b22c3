import {navigation} from '@site/src/navigation/navigation';
import {flattenNav} from '@site/src/navigation/model';

const labels = new Map(flattenNav(navigation).map(({item}) => [item.href, item.label]));

/**
 * The navigation label of a guide path (`/docs/guides/sorting` → `Sorting`); a path with an anchor
 * (`/docs/guides/known-issues#…`) takes its page's label.
 */
export const guideLabel = (href: string): string => labels.get(href.split('#')[0]) ?? href;
