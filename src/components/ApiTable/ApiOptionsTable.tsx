import React, {useMemo} from 'react';
import {allEntries} from '@site/src/api/all';
import {pickEntries} from '@site/src/api/entries';
import type {ApiPage} from '@site/src/api/types';
import {ApiTable} from './index';

interface ApiOptionsTableProps {
  page: ApiPage;
  /** Entry names, shown in this order. Unknown names fail the build. */
  names: string[];
}

/** A few entries of a reference page, for guides; names link to the full reference. */
export function ApiOptionsTable({page, names}: ApiOptionsTableProps) {
  // MDX passes a new `names` array on every render: key the memo on its content
  const key = names.join('\n');
  const entries = useMemo(() => pickEntries(allEntries[page], key.split('\n'), page), [page, key]);
  return <ApiTable page={page} entries={entries} />;
}
