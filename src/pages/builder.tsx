import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Builder from '@site/src/components/Builder';
import styles from '@site/src/components/Builder/styles.module.css';
import {ADDRESS_PENDING_SCRIPT} from '@site/src/components/Builder/addressPending';

/** The Table Builder: a playground for the table options, with the code of the table it shows. */
export default function BuilderPage() {
  return (
    <Layout
      title="Table Builder"
      description="A playground and configurator for Material React Table's options: try options on a live table and copy the smallest program that gives it.">
      <Heading as="h1">Table Builder</Heading>
      <p className={styles.prose}>
        A playground to try options on a live table: each switch and select below is a table option of Material React
        Table 3.2.1, grouped by the guide that explains it. Each change shows at once in the table and in its code,
        which holds only the options that differ from their defaults. Copy the code, or open it as a project with its
        seeded data file.
      </p>
      {/* before the builder's HTML: a link's state never shows the served defaults first */}
      <script dangerouslySetInnerHTML={{__html: ADDRESS_PENDING_SCRIPT}} />
      <Builder />
      <Heading as="h2" id="try-options">
        Try options
      </Heading>
      <p className={styles.prose}>
        Turn a switch on or pick a value: the table follows, and the option appears in the code. Set it back to its
        default and it leaves the code again. A note under an option says when it needs another one to do anything, such
        as <code>editDisplayMode</code> without <code>enableEditing</code>. With 10 000 rows and pagination off, row
        virtualization is turned on, so only the rows in view are rendered.
      </p>
      <Heading as="h2" id="links">
        Links to a table
      </Heading>
      <p className={styles.prose}>
        The address keeps every choice, so a link brings back the same table, and Back undoes the last change. Each
        option that differs from its default is written as <code>name=value</code> in the query string, for example{' '}
        <Link to="/builder?enableRowSelection=true&editDisplayMode=cell">
          <code>/builder?enableRowSelection=true&amp;editDisplayMode=cell</code>
        </Link>
        . The rows, density and page size are <code>rows</code>, <code>density</code> and <code>pageSize</code>; a
        column&apos;s settings are <code>&lt;column&gt;.&lt;setting&gt;</code> (<code>amount.format=currency</code>
        ); the primary colour is <code>primary=#rrggbb</code> and the <code>mrtTheme</code> colours{' '}
        <code>mrtTheme.&lt;name&gt;=#rrggbb</code>. A part of an address the builder cannot use is left out with a note
        above the table, and the rest is kept.
      </p>
      <p className={styles.prose}>
        Every option is described in the <Link to="/docs/api/table-options">Table Options</Link> reference; the builder
        offers each <code>enable…</code> switch and each option whose value is one of a few words.
      </p>
    </Layout>
  );
}
