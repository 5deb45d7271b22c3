import generated from '../generated/column-options.json';
import {descriptions} from '../descriptions/column-options';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/column-options. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
