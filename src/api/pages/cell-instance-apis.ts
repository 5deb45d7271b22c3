import generated from '../generated/cell-instance-apis.json';
import {descriptions} from '../descriptions/cell-instance-apis';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/cell-instance-apis. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
