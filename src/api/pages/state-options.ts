import generated from '../generated/state-options.json';
import {descriptions} from '../descriptions/state-options';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/state-options. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
