import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {navigation} from '@site/src/navigation/navigation';
import {childrenOf} from '@site/src/navigation/model';
import type {NavItem} from '@site/src/navigation/types';

function Entries({items}: {items: NavItem[]}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.href + item.label}>
          {item.external ? (
            <Link href={item.href}>{item.label}</Link>
          ) : item.href.includes('#') ? (
            <strong>{item.label}</strong>
          ) : (
            <Link to={item.href}>{item.label}</Link>
          )}
          {childrenOf(item).length > 0 ? <Entries items={childrenOf(item)} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Every page of the site, straight from the navigation model. */
export default function SiteDirectory() {
  return (
    <Layout title="Site Directory" description="Every page of the Material React Table V3 docs.">
      <Heading as="h1">Site Directory</Heading>
      <p>Every page of this site, in navigation order.</p>
      <Entries items={navigation} />
    </Layout>
  );
}
