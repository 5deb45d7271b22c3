/** Mock of `@docusaurus/router`: location and history follow mockState. */
import {getMockLocation, historyPush, type MockLocation} from './mockState';

export function useLocation(): MockLocation {
  return getMockLocation();
}

export function useHistory() {
  return {
    push: (href: string) => historyPush(href),
    replace: (href: string) => historyPush(href),
    location: getMockLocation(),
  };
}
