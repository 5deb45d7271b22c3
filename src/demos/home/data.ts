/** Rows of the home page demo: generated from a fixed seed, so every render sees the same data. */
export interface Release {
  name: string;
  language: string;
  stars: number;
  openIssues: number;
  updated: string;
}

const NAMES = [
  'atlas',
  'bramble',
  'cinder',
  'delta',
  'ember',
  'fjord',
  'granite',
  'harbor',
  'iris',
  'juniper',
  'kestrel',
  'lumen',
];
const LANGUAGES = ['TypeScript', 'Rust', 'Go', 'Python'];

/** A small linear congruential generator: the same seed always gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function makeReleases(count: number, seed = 7): Release[] {
  const random = seededRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const day = 1 + Math.floor(random() * 28);
    const month = 1 + Math.floor(random() * 10);
    return {
      name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? `-${Math.floor(index / NAMES.length) + 1}` : ''}`,
      language: LANGUAGES[Math.floor(random() * LANGUAGES.length)]!,
      stars: Math.floor(random() * 9000) + 100,
      openIssues: Math.floor(random() * 120),
      updated: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  });
}
