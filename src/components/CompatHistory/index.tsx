import React, {type ReactNode} from 'react';
import {history, measurement} from '@site/src/components/CompatTable/data';

/** The changelog's list of the days the compatibility table was measured (newest first). */
export default function CompatHistory(): ReactNode {
  return (
    <ul>
      {[...history].reverse().map((entry) => (
        <li key={entry.date}>
          <strong>{entry.date}</strong>: {entry.combinations} combinations with Material React Table{' '}
          {measurement.materialReactTable}; {entry.workingThroughout} worked in every step.
        </li>
      ))}
    </ul>
  );
}
