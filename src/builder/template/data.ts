export interface Row {
  id: number;
  name: string;
  amount: number;
  /** A day as `YYYY-MM-DD`. */
  joined: string;
  category: 'Hardware' | 'Software' | 'Services' | 'Training';
}

const FIRST = ['Ada', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon', 'Kira', 'Liam'];
const LAST = ['Okafor', 'Silva', 'Nguyen', 'Schmidt', 'Kowalski', 'Haddad', 'Tanaka', 'Moreau', 'Rossi', 'Berg'];
const CATEGORIES: Row['category'][] = ['Hardware', 'Software', 'Services', 'Training'];
const DAY = 86_400_000;
const START = Date.UTC(2020, 0, 1);

/** A seeded random number generator (mulberry32): the same seed always gives the same numbers. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` rows, the same on every call, on the server and in the browser. */
export function makeData(count: number): Row[] {
  const random = seeded(42);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({length: count}, (_, index) => ({
    id: index + 1,
    name: `${pick(FIRST)} ${pick(LAST)}`,
    amount: Math.round(random() * 500_000) / 100,
    joined: new Date(START + Math.floor(random() * 1_800) * DAY).toISOString().slice(0, 10),
    category: pick(CATEGORIES),
  }));
}
