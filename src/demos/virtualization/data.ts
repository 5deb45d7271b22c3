import {seededRandom} from '../home/data';

/** One row of the 10 000-row benchmark table. */
export interface Order {
  id: number;
  customer: string;
  country: string;
  product: string;
  quantity: number;
  total: number;
  status: 'open' | 'shipped' | 'returned';
}

const FIRST = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivo', 'Jade', 'Kofi', 'Lena'];
const LAST = ['Silva', 'Novak', 'Ito', 'Moreau', 'Kaur', 'Berg', 'Okoye', 'Rossi', 'Haddad', 'Lund'];
const COUNTRIES = ['Brazil', 'Canada', 'Japan', 'France', 'India', 'Norway', 'Nigeria', 'Italy', 'Egypt', 'Sweden'];
const PRODUCTS = ['Desk', 'Chair', 'Lamp', 'Shelf', 'Monitor arm', 'Keyboard', 'Headset', 'Webcam'];
const STATUSES = ['open', 'shipped', 'returned'] as const;

/** `count` orders from a fixed seed: the same rows on every run, on the server and in the browser. */
export function makeOrders(count: number, seed = 42): Order[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({length: count}, (_, index) => {
    const quantity = 1 + Math.floor(random() * 9);
    return {
      id: index + 1,
      customer: `${pick(FIRST)} ${pick(LAST)}`,
      country: pick(COUNTRIES),
      product: pick(PRODUCTS),
      quantity,
      total: Math.round(quantity * (20 + random() * 480) * 100) / 100,
      status: pick(STATUSES),
    };
  });
}
