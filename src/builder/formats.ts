/**
 * The Cell formats the builder offers for numbers and dates: each one's code, as the generated program writes
 * it (`value` stands for the cell's value), and the same function for the live table. A unit test runs the code
 * and compares.
 */
export interface CellFormat {
  label: string;
  /** An expression of `value`, or '' to show the value as it is. */
  code: string;
  format?: (value: never) => string;
}

export const FORMATS: Record<string, CellFormat> = {
  plain: {label: 'as it is', code: ''},
  currency: {
    label: 'currency',
    code: "value.toLocaleString('en-US', {style: 'currency', currency: 'USD'})",
    format: (value: number) => value.toLocaleString('en-US', {style: 'currency', currency: 'USD'}),
  },
  rounded: {
    label: 'rounded',
    code: "Math.round(value).toLocaleString('en-US')",
    format: (value: number) => Math.round(value).toLocaleString('en-US'),
  },
  iso: {
    label: '2024-01-31',
    code: 'value.toISOString().slice(0, 10)',
    format: (value: Date) => value.toISOString().slice(0, 10),
  },
  short: {
    label: '1/31/2024',
    code: "value.toLocaleDateString('en-US', {timeZone: 'UTC'})",
    format: (value: Date) => value.toLocaleDateString('en-US', {timeZone: 'UTC'}),
  },
  medium: {
    label: 'Jan 31, 2024',
    code: "value.toLocaleDateString('en-US', {dateStyle: 'medium', timeZone: 'UTC'})",
    format: (value: Date) => value.toLocaleDateString('en-US', {dateStyle: 'medium', timeZone: 'UTC'}),
  },
};
