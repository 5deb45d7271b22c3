import {pick} from '../random';

/** A stable number from a string, to seed the generator per record. */
export function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const GIVEN = [
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
];
const FAMILY = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Novak',
  'Schmidt',
  'Haddad',
  'Rossi',
  'Nguyen',
  'Silva',
  'Costa',
  'Larsen',
];

/** A seeded "Given Family" name. */
export const personName = (random: () => number): string => `${pick(random, GIVEN)} ${pick(random, FAMILY)}`;
