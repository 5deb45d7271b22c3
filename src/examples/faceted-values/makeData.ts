export interface Order {
  id: string;
  customer: string;
  country: string;
  /** Product categories in the order. */
  category: string;
  status: 'Pending' | 'Paid' | 'Shipped' | 'Delivered' | 'Refunded';
  /** Order total in US dollars. */
  total: number;
  items: number;
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
  'Bo',
  'Chen',
  'Dara',
  'Eli',
  'Fatima',
  'Goran',
  'Hana',
  'Ivo',
  'Jun',
  'Kira',
  'Luca',
  'Mina',
  'Nils',
  'Oona',
  'Pia',
];
const lastNames = [
  'Adler',
  'Brandt',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Horvat',
  'Ito',
  'Jensen',
  'Kovac',
  'Lopez',
];
const countries = ['Brazil', 'Canada', 'Germany', 'Japan', 'Kenya', 'Norway', 'Spain'];
const categories = ['Books', 'Garden', 'Kitchen', 'Music', 'Outdoor', 'Toys'];
const statuses: Order['status'][] = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'];

function makeOrders(count: number, seed: number): Order[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  return Array.from({length: count}, (_, index) => ({
    id: `o${index + 1}`,
    customer: `${pick(firstNames)} ${pick(lastNames)}`,
    country: pick(countries),
    category: pick(categories),
    status: pick(statuses),
    total: Math.round(15 + random() * 985),
    items: 1 + Math.floor(random() * 9),
  }));
}

export const data: Order[] = makeOrders(60, 20240611);
