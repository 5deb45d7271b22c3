import generated from '../generated/mrt-hooks.json';
import {descriptions} from '../descriptions/mrt-hooks';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/mrt-hooks. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
