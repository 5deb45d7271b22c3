import generated from '../generated/table-instance-apis.json';
import {descriptions} from '../descriptions/table-instance-apis';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/table-instance-apis. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
