import type {ApiEntry, ApiPage} from './types';
import {entries as tableOptions} from './pages/table-options';
import {entries as columnOptions} from './pages/column-options';
import {entries as stateOptions} from './pages/state-options';
import {entries as tableInstanceApis} from './pages/table-instance-apis';
import {entries as columnInstanceApis} from './pages/column-instance-apis';
import {entries as rowInstanceApis} from './pages/row-instance-apis';
import {entries as cellInstanceApis} from './pages/cell-instance-apis';
import {entries as mrtComponents} from './pages/mrt-components';
import {entries as mrtHooks} from './pages/mrt-hooks';

/**
 * Every page's entries. Importing this pulls the whole reference into a bundle:
 * a reference page imports only its own `./pages/<page>` module instead.
 */
export const allEntries: Record<ApiPage, ApiEntry[]> = {
  'table-options': tableOptions,
  'column-options': columnOptions,
  'state-options': stateOptions,
  'table-instance-apis': tableInstanceApis,
  'column-instance-apis': columnInstanceApis,
  'row-instance-apis': rowInstanceApis,
  'cell-instance-apis': cellInstanceApis,
  'mrt-components': mrtComponents,
  'mrt-hooks': mrtHooks,
};
