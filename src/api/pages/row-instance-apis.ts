import generated from '../generated/row-instance-apis.json';
import {descriptions} from '../descriptions/row-instance-apis';
import {mergeEntries} from '../entries';
import type {GeneratedPage} from '../types';

/** The entries of /docs/api/row-instance-apis. */
export const entries = mergeEntries(generated as GeneratedPage, descriptions);
