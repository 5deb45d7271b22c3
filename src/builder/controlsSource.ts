/**
 * The inputs of the builder's controls, read where they live: the generated table options, their written
 * descriptions and the guides' titles from the navigation. Imported by the generator script and its staleness
 * test only, never by the page (the descriptions alone are ~48 KB).
 */
import generated from '../api/generated/table-options.json';
import {descriptions} from '../api/descriptions/table-options';
import type {GeneratedPage} from '../api/types';
import {navigation} from '../navigation/navigation';
import {flattenNav} from '../navigation/model';
import {buildControls} from './buildControls';

const GUIDE = /^\/docs\/guides\/([^/#]+)$/;

/** `[slug, title]` of every guide, in navigation order. */
export function guideTitles(): Array<[string, string]> {
  return flattenNav(navigation)
    .map((entry) => [GUIDE.exec(entry.item.href)?.[1], entry.item.label] as const)
    .filter((pair): pair is [string, string] => pair[0] !== undefined);
}

/** The file's text, as the generator writes it. */
export function builderControlsJson(): string {
  const data = buildControls((generated as GeneratedPage).entries, descriptions, guideTitles());
  return `${JSON.stringify(data, null, 2)}\n`;
}
