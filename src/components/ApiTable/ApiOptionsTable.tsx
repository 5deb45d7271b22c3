import React from 'react';
import type {ApiExcerptEntry} from '@site/src/api/types';
import {ApiTable} from './index';

interface ApiOptionsTableProps {
  /**
   * Written by the build (plugins/api-reference/remark.cjs) from the names the
   * page gives, e.g. `<ApiOptionsTable tableOptions={['enableSorting']} stateOptions={['sorting']} />`.
   */
  entries: ApiExcerptEntry[];
}

/** The entries a guide relies on, each linked to its full reference entry. */
export function ApiOptionsTable({entries}: ApiOptionsTableProps) {
  return <ApiTable entries={entries} />;
}
