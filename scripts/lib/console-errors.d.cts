/** See console-errors.cjs. */
export declare function realErrors(errors: string[]): string[];
