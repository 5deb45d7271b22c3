/** A small seeded random generator (mulberry32): the same rows on every load. */
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

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  country: string;
  department: string;
  jobTitle: string;
  salary: number;
  age: number;
  startDate: string;
  rating: number;
}

const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Iris',
  'Omar',
  'Lena',
  'Kai',
  'Nora',
  'Ravi',
  'Sofia',
  'Theo',
  'Yara',
  'Hugo',
  'Mila',
  'Jonas',
  'Aiko',
  'Diego',
];
const LAST = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Novak',
  'Schmidt',
  'Haddad',
  'Rossi',
  'Kowalski',
  'Fischer',
  'Nguyen',
  'Silva',
  'Brennan',
  'Costa',
  'Ibrahim',
  'Larsen',
];
const PLACES: [string, string][] = [
  ['Lisbon', 'Portugal'],
  ['Osaka', 'Japan'],
  ['Lagos', 'Nigeria'],
  ['Denver', 'USA'],
  ['Tallinn', 'Estonia'],
  ['Lyon', 'France'],
  ['Pune', 'India'],
  ['Quito', 'Ecuador'],
  ['Perth', 'Australia'],
  ['Gdańsk', 'Poland'],
];
const DEPARTMENTS = ['Sales', 'Support', 'Finance', 'Engineering', 'Marketing', 'Legal', 'Operations'];
const JOBS = ['Analyst', 'Associate', 'Lead', 'Manager', 'Specialist', 'Coordinator', 'Director'];

/** `count` people, numbered from 1; the same seed always gives the same people. */
export function makeData(count: number, seed = 10_000): Person[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({length: count}, (_, index) => {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const [city, country] = pick(PLACES);
    return {
      id: index + 1,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
      city,
      country,
      department: pick(DEPARTMENTS),
      jobTitle: pick(JOBS),
      salary: between(30, 190) * 1000,
      age: between(20, 68),
      startDate: `${between(2005, 2025)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`,
      rating: between(1, 5),
    };
  });
}
