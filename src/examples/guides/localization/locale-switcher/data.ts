export interface Sale {
  id: number;
  product: string;
  city: string;
  units: number;
  revenue: number;
}

const products = ['Desk lamp', 'Notebook', 'Fountain pen', 'Backpack', 'Headphones'];
const cities = ['Lisbon', 'Cairo', 'Osaka', 'Lyon', 'Tehran', 'Haifa', 'Kyiv'];

// a fixed seed, so every visit (and the server render) shows the same rows
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const random = seededRandom(42);

// 25 rows: more than one page, so the pagination text ("1-10 of 25") shows MRT's own number formatting
export const sales: Sale[] = Array.from({length: 25}, (_, index) => {
  const units = 1 + Math.floor(random() * 4000);
  return {
    id: index + 1,
    product: products[index % products.length],
    city: cities[Math.floor(random() * cities.length)],
    units,
    revenue: Math.round(units * (12 + random() * 180) * 100) / 100,
  };
});
