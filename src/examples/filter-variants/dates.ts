/** The part of a table row the filters read. */
interface RowWithValues {
  getValue: <V>(columnId: string) => V;
}

/**
 * The date pickers hand the filter a date object (a dayjs value here); the
 * rows hold ISO day strings. Both are compared as local `YYYY-MM-DD` keys, so a
 * day is matched whole, whatever the time zone.
 */
export function dayKey(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value as number);
  if (Number.isNaN(date.getTime())) return null; // a half-typed date filters nothing yet
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Rows whose date is the picked day. */
export function onDay(row: RowWithValues, columnId: string, filterValue: unknown): boolean {
  const key = dayKey(filterValue);
  return key === null || row.getValue<string>(columnId) === key;
}

/** Rows whose date lies between the two picked days, both included; an empty end is open. */
export function betweenDays(row: RowWithValues, columnId: string, filterValue: unknown): boolean {
  const [from, to] = Array.isArray(filterValue) ? filterValue : [];
  const value = row.getValue<string>(columnId);
  const start = dayKey(from);
  const end = dayKey(to);
  return (start === null || value >= start) && (end === null || value <= end);
}
