/** A small seeded random generator (mulberry32): the same figures on every load. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One sensor per row; one reading per column, keyed `r1` … `rN`. */
export type SensorRow = {sensor: string} & Record<string, number | string>;

export const READING_COUNT = 500;

export const readingKey = (index: number) => `r${index + 1}`;

/** `rows` sensors with `READING_COUNT` readings each, the same on every call. */
export function makeData(rows = 20, seed = 500): SensorRow[] {
  const random = seededRandom(seed);
  return Array.from({length: rows}, (_, row) => {
    const record: SensorRow = {sensor: `Sensor ${String(row + 1).padStart(2, '0')}`};
    let value = 15 + random() * 10;
    for (let column = 0; column < READING_COUNT; column += 1) {
      value += (random() - 0.5) * 2;
      record[readingKey(column)] = Math.round(value * 10) / 10;
    }
    return record;
  });
}
