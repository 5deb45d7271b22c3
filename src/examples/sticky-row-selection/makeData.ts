export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  company: string;
  jobTitle: string;
  /** Yearly salary in US dollars. */
  salary: number;
  /** ISO date (YYYY-MM-DD). */
  startDate: string;
  status: 'Active' | 'On leave' | 'Left';
}

/** A small deterministic pseudo-random generator (mulberry32): the same rows on every render and on the server. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = [
  'Ada',
  'Bruno',
  'Chioma',
  'Dmitri',
  'Elif',
  'Farid',
  'Greta',
  'Hiro',
  'Isla',
  'Jamal',
  'Kaia',
  'Leon',
  'Mei',
  'Nadia',
  'Otto',
  'Paz',
  'Quinn',
  'Rosa',
  'Sami',
  'Tove',
];
const lastNames = [
  'Abara',
  'Berg',
  'Castro',
  'Dahl',
  'Eriksen',
  'Fontaine',
  'Gupta',
  'Hale',
  'Ibarra',
  'Jovanovic',
  'Kato',
  'Lund',
  'Mwangi',
  'Novak',
  'Ortega',
  'Park',
];
const places: [string, string][] = [
  ['Lisbon', 'Portugal'],
  ['Nairobi', 'Kenya'],
  ['Osaka', 'Japan'],
  ['Toronto', 'Canada'],
  ['Oslo', 'Norway'],
  ['Lima', 'Peru'],
  ['Pune', 'India'],
  ['Leeds', 'United Kingdom'],
];
const companies = ['Northwind', 'Blue Finch', 'Larkspur', 'Ironbark', 'Cobalt Labs', 'Tidewater'];
const jobTitles = ['Engineer', 'Designer', 'Analyst', 'Manager', 'Consultant', 'Recruiter', 'Accountant'];
const statuses: Person['status'][] = ['Active', 'Active', 'Active', 'On leave', 'Left'];

export function makePeople(count: number, seed: number): Person[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  return Array.from({length: count}, (_, index) => {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const [city, country] = pick(places);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    return {
      id: String(index + 1),
      firstName,
      lastName,
      email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
      phone: `+1 555 ${String(1000 + Math.floor(random() * 9000))}`,
      city,
      country,
      company: pick(companies),
      jobTitle: pick(jobTitles),
      salary: 40000 + Math.round(random() * 120) * 1000,
      startDate: `${2012 + Math.floor(random() * 13)}-${month}-${day}`,
      status: pick(statuses),
    };
  });
}

export const data: Person[] = makePeople(40, 47);
