import type {Person} from '../db';
import {integer, pick, seededRandom} from '../random';
import {methodNotAllowed, notFound, type ApiResponse} from '../responses';
import {hashSeed} from './common';
import {pathParts} from './match';

/** GET /demo-api/people/:id/details → PersonDetails | 404 */
export interface PersonDetails {
  id: string;
  phone: string;
  address: string;
  bio: string;
  skills: string[];
  projects: {name: string; status: 'active' | 'done' | 'paused'}[];
}

const STREETS = [
  'Maple Avenue',
  'Harbor Road',
  'Elm Street',
  'Cedar Lane',
  'Lakeview Drive',
  'Mill Street',
  'Park Row',
  'Orchard Way',
];
const SKILLS = [
  'Budgeting',
  'Public speaking',
  'SQL',
  'Mentoring',
  'Negotiation',
  'Spanish',
  'Design reviews',
  'Forecasting',
  'Hiring',
  'Writing',
];
const PROJECTS = ['Atlas', 'Beacon', 'Cobalt', 'Drift', 'Ember', 'Fathom', 'Granite', 'Harbor', 'Iris', 'Juniper'];
const STATUSES = ['active', 'done', 'paused'] as const;
const HOBBIES = [
  // each reads after "spends weekends"
  'trail running',
  'playing chess',
  'at the pottery wheel',
  'sailing',
  'baking bread',
  'birdwatching',
  'playing jazz piano',
  'climbing',
];

export function personDetails(person: Person): PersonDetails {
  const random = seededRandom(hashSeed(`details:${person.id}`));
  const skills = [...SKILLS].sort(() => random() - 0.5).slice(0, integer(random, 2, 4));
  const projectNames = [...PROJECTS].sort(() => random() - 0.5).slice(0, integer(random, 1, 3));
  return {
    id: person.id,
    phone: `(${integer(random, 200, 989)}) 555-${String(integer(random, 0, 9999)).padStart(4, '0')}`,
    address: `${integer(random, 1, 999)} ${pick(random, STREETS)}, ${person.city}, ${person.state}`,
    bio: `${person.firstName} has worked as ${/^[AEIOU]/.test(person.jobTitle) ? 'an' : 'a'} ${person.jobTitle.toLowerCase()} since ${person.startDate.slice(0, 4)} and spends weekends ${pick(random, HOBBIES)}.`,
    skills,
    projects: projectNames.map((name) => ({name, status: pick(random, STATUSES)})),
  };
}

export function handle(people: Person[], method: string, url: URL): ApiResponse {
  if (method !== 'GET') return methodNotAllowed(method);
  const id = pathParts(url)[1];
  const person = people.find((candidate) => candidate.id === id);
  return person ? {status: 200, body: personDetails(person)} : notFound(url.pathname);
}
