/** Build-time API data: see data.cjs. */
import type {ApiDescriptions, ApiExcerptEntry, GeneratedPage} from '../../src/api/types';
import type {ApiPageInfo} from '../../src/api/pages';

interface ExcerptRequest {
  page: string;
  names: string[];
}

declare const data: {
  ROOT: string;
  runTypeScript(file: string): Record<string, unknown>;
  readApiPages(): ApiPageInfo[];
  readGenerated(page: string): GeneratedPage;
  readDescriptions(page: string): {descriptions: ApiDescriptions; files: string[]};
  generatedFile(page: string): string;
  descriptionsFile(page: string): string;
  excerptProps(): Record<string, string>;
  pickGenerated(requests: ExcerptRequest[]): Array<{page: string; entries: GeneratedPage['entries']}>;
  excerptEntries(requests: ExcerptRequest[]): {entries: ApiExcerptEntry[]; files: string[]};
};
export = data;
