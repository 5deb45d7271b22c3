/**
 * The date pickers give the filter dayjs values (dates at local midnight);
 * the rows hold ISO day strings. Both become local `YYYY-MM-DD` keys, so a
 * whole day matches whatever the time zone.
 */
function dayKey(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value as number);
  if (Number.isNaN(date.getTime())) return null; // a half-typed date filters nothing yet
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Rows whose day lies between the two picked days, both included; an empty bound is open. */
export function betweenDays(
  row: {getValue: <V>(columnId: string) => V},
  columnId: string,
  filterValue: unknown,
): boolean {
  const [from, to] = Array.isArray(filterValue) ? filterValue : [];
  const value = row.getValue<string>(columnId);
  const start = dayKey(from);
  const end = dayKey(to);
  return (start === null || value >= start) && (end === null || value <= end);
}
