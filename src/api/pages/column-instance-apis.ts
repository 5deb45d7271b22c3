import generated from '../generated/column-instance-apis.json';
import {descriptions} from '../descriptions/column-instance-apis';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/column-instance-apis. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
