import {integer, pick, seededRandom} from './random';

/** Seeded data behind the stand-in API: the same on every load, reset on reload. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  state: string;
  jobTitle: string;
  salary: number;
  age: number;
  /** ISO date (yyyy-mm-dd). */
  startDate: string;
}

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  state: string;
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
  'Petrov',
  'Quinn',
  'Reyes',
  'Walsh',
];
const CITIES: [string, string][] = [
  ['Portland', 'Oregon'],
  ['Austin', 'Texas'],
  ['Denver', 'Colorado'],
  ['Madison', 'Wisconsin'],
  ['Raleigh', 'North Carolina'],
  ['Boise', 'Idaho'],
  ['Tucson', 'Arizona'],
  ['Albany', 'New York'],
  ['Omaha', 'Nebraska'],
  ['Savannah', 'Georgia'],
  ['Burlington', 'Vermont'],
  ['Fresno', 'California'],
];
const JOBS = [
  'Engineer',
  'Designer',
  'Analyst',
  'Accountant',
  'Nurse',
  'Teacher',
  'Chef',
  'Architect',
  'Pilot',
  'Librarian',
];

export function makePeople(count: number, seed = 42): Person[] {
  const random = seededRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const firstName = pick(random, FIRST);
    const lastName = pick(random, LAST);
    const [city, state] = pick(random, CITIES);
    const year = integer(random, 2012, 2025);
    const month = integer(random, 1, 12);
    const day = integer(random, 1, 28);
    return {
      id: String(index + 1),
      firstName,
      lastName,
      email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
      city,
      state,
      jobTitle: pick(random, JOBS),
      salary: integer(random, 40, 180) * 1000,
      age: integer(random, 21, 67),
      startDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  });
}

export function makeUsers(count: number, seed = 7): User[] {
  return makePeople(count, seed).map(({id, firstName, lastName, email, state}) => ({
    id,
    firstName,
    lastName,
    email,
    state,
  }));
}
