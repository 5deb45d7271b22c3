import type {MRT_ColumnSizingState} from 'material-react-table';

export const STORAGE_KEY = 'mrt-guide-column-resizing';

// Stored text is untrusted: keep only entries whose value is a finite, non-negative number.
export function parseSizing(text: string | null): MRT_ColumnSizingState {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const sizing: MRT_ColumnSizingState = {};
  for (const [id, size] of Object.entries(value)) {
    if (typeof size === 'number' && Number.isFinite(size) && size >= 0) sizing[id] = size;
  }
  return sizing;
}

// localStorage can be missing (server render), blocked (privacy settings) or full: every access is guarded.
export function loadSizing(): MRT_ColumnSizingState {
  try {
    return parseSizing(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return {};
  }
}

export function saveSizing(sizing: MRT_ColumnSizingState): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sizing));
  } catch {
    // nothing is saved; the table keeps working with its in-memory sizes
  }
}
