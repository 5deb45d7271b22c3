/** See static-headers.cjs. */
export interface HeaderRule {
  pattern: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
}
export function parseHeaders(text: string): HeaderRule[];
export function matchesPattern(pattern: string, urlPath: string): boolean;
export function rulesFor(rules: HeaderRule[], urlPath: string): HeaderRule[];
