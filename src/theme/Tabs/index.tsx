import React, {Children, cloneElement, isValidElement, useContext, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import OriginalTabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';

/**
 * Docusaurus' Tabs, without their remount after hydration. The theme keys its tabs on `useIsBrowser()`, so a
 * page's tabs, and everything inside them (an example's whole highlighted source), were torn down and built
 * again right after hydration. Here the theme's Tabs always see "not in the browser yet", as on the server, so
 * their key never changes; the tab contents still see the real value. The visitor's remembered tab is applied
 * all the same: the theme's tabs state reads it in a layout effect after hydration (useTabsContextValue in
 * theme-common's tabsUtils), as a normal update.
 */
export default function Tabs(props: Props): ReactNode {
  const isBrowser = useContext(BrowserContext);
  const children = Children.map(props.children, (child) =>
    isValidElement<{children?: ReactNode}>(child)
      ? cloneElement(child, {
          children: <BrowserContext.Provider value={isBrowser}>{child.props.children}</BrowserContext.Provider>,
        })
      : child,
  );
  return (
    <BrowserContext.Provider value={false}>
      <OriginalTabs {...props}>{children}</OriginalTabs>
    </BrowserContext.Provider>
  );
}
