import React from 'react';
import data from '@site/src/search/v2-names.json';
import type {V2Names as V2NamesData} from '@site/src/search/names';

const names = data as V2NamesData;

/**
 * The generated list of names renamed, removed and added between the last V2
 * release and the installed V3 (src/search/v2-names.json, written by
 * scripts/generate-v2-names.mjs from both versions' type definitions).
 */
export default function V2Names() {
  const rows: Array<{change: string; scope: string; name: React.ReactNode}> = [
    ...names.renamed.map((entry) => ({
      change: 'Renamed',
      scope: entry.scope,
      name: (
        <>
          <code>{entry.old}</code> → <code>{entry.new}</code>
        </>
      ),
    })),
    ...names.removed.map((entry) => ({change: 'Removed', scope: entry.scope, name: <code>{entry.name}</code>})),
    ...names.added.map((entry) => ({change: 'Added', scope: entry.scope, name: <code>{entry.name}</code>})),
  ];
  return (
    <table className="mrt-v2-names">
      <caption>
        {names.from} → {names.to}: {names.renamed.length} renamed, {names.removed.length} removed, {names.added.length}{' '}
        added
      </caption>
      <thead>
        <tr>
          <th scope="col">Change</th>
          <th scope="col">Where</th>
          <th scope="col">Name</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>{row.change}</td>
            <td>{row.scope}</td>
            <td>{row.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
