export interface Order {
  id: number;
  customer: string;
  city: string;
  /** In euros, with cents. */
  amount: number;
}

const CUSTOMERS = [
  'Aiko Tanaka',
  'Bruno Costa',
  'Chloé Martin',
  'Dev Patel',
  'Emeka Obi',
  'Freya Lund',
  'Gustavo Ruiz',
  'Hana Kim',
];
const CITIES = ['Lisbon', 'Osaka', 'Lagos', 'Lyon', 'Pune', 'Bergen', 'Quito', 'Busan', 'Leeds'];

/**
 * 5,000 orders, the same on every render and on the server. Amounts are all different
 * (7,919 and 100,000 share no factor), so a sort by amount has one answer.
 */
export const orders: Order[] = Array.from({length: 5_000}, (_, index) => ({
  id: index + 1,
  customer: CUSTOMERS[(index * 5) % CUSTOMERS.length],
  city: CITIES[(index * 7) % CITIES.length],
  amount: (((index + 1) * 7_919) % 100_000) / 100,
}));
