export interface Order {
  id: string;
  customer: string;
  email: string;
  city: string;
  ordered: string;
  product: string;
  status: string;
  amount: number;
}

const customers = [
  'Ada Berg',
  'Bruno Castro',
  'Chioma Dahl',
  'Dmitri Eriksen',
  'Elif Fontaine',
  'Farid Gupta',
  'Greta Hale',
];
const cities = ['Lisbon', 'Nairobi', 'Osaka', 'Toronto', 'Oslo', 'Lima', 'Pune', 'Leeds'];
const products = ['Desk lamp', 'Standing desk', 'Monitor arm', 'Office chair', 'Keyboard', 'Bookshelf'];
const statuses = ['Paid', 'Shipped', 'Delivered', 'Returned'];

// 40 orders built from fixed lists by index: the same rows on every render and on the server
export const orders: Order[] = Array.from({length: 40}, (_, index) => {
  const customer = customers[index % customers.length];
  return {
    id: String(index + 1),
    customer,
    email: `${customer.toLowerCase().replace(' ', '.')}${index + 1}@example.com`,
    city: cities[(index * 3) % cities.length],
    ordered: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + ((index * 11) % 28)).padStart(2, '0')}`,
    product: products[(index * 5) % products.length],
    status: statuses[(index * 7) % statuses.length],
    amount: 40 + ((index * 37) % 23) * 15,
  };
});
