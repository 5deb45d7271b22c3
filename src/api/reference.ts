import type {ApiEntry, ApiExcerptEntry} from './types';

/**
 * Imported with a query, this module is generated at build time
 * (plugins/api-reference/loader.cjs):
 *
 * - `@site/src/api/reference?page=table-options`: every entry of that page,
 *   with its description (an API reference page imports this);
 * - `@site/src/api/reference?excerpt=...`: only the entries one options table
 *   names (written by the MDX plugin for `<ApiOptionsTable>`, never by hand).
 *
 * Imported without a query it has no entries.
 */
const entries: ApiEntry[] | ApiExcerptEntry[] = [];
export default entries;
