import generated from '../generated/mrt-components.json';
import {descriptions} from '../descriptions/mrt-components';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/mrt-components. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
