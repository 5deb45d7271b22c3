import generated from '../generated/table-options.json';
import {descriptions} from '../descriptions/table-options';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/table-options. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
