export interface Order {
  id: number;
  customer: string;
  total: number;
}

const customers = [
  'Acme Ltd',
  'Birch & Co',
  'Cobalt Labs',
  'Dune Foods',
  'Ember Studio',
  'Fjord Travel',
  'Granite Bank',
];

// 23 orders, so five rows a page leave three on the last page; the same every time (no random numbers)
export const orders: Order[] = Array.from({length: 23}, (_, index) => ({
  id: 1001 + index,
  customer: customers[(index * 3) % customers.length],
  total: ((index * 37) % 113) * 5 + 40,
}));
