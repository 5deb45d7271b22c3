import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {navigation} from '@site/src/navigation/navigation';
import {flattenNav} from '@site/src/navigation/model';
import type {NavItem} from '@site/src/navigation/types';

function PageLinks({items}: {items: NavItem[]}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Lists a navigation section's pages from the navigation model: its groups
 * become headings (the anchors the drawer's group entries point to).
 */
export function NavSectionIndex({href}: {href: string}) {
  const section = flattenNav(navigation).find(({item, parents}) => parents.length === 0 && item.href === href)?.item;
  if (!section) throw new Error(`No navigation section at ${href}`);
  const children = (section.items ?? []).filter((item) => item.href !== href);
  const pages = children.filter((item) => !item.secondaryItems);
  const groups = children.filter((item) => item.secondaryItems);
  return (
    <>
      {pages.length > 0 ? <PageLinks items={pages} /> : null}
      {groups.map((group) => (
        <section key={group.href}>
          <Heading as="h2" id={group.href.split('#')[1]}>
            {group.label}
          </Heading>
          <PageLinks items={group.secondaryItems ?? []} />
        </section>
      ))}
    </>
  );
}
