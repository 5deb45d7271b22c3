export interface Order {
  id: number;
  customer: string;
  total: number;
}

const CUSTOMERS = ['Ines', 'Tomas', 'Mira', 'Jonas', 'Lena', 'Owen', 'Priya', 'Kai'];

// 24 fixed orders: order n belongs to CUSTOMERS[n % 8] and totals 15 × n euros
export const orders: Order[] = Array.from({length: 24}, (_, index) => ({
  id: 1001 + index,
  customer: CUSTOMERS[index % CUSTOMERS.length]!,
  total: 15 * (index + 1),
}));

export const DELAY = 800;

/** A pretend server: one page of orders after DELAY ms. */
export function fetchOrderPage(pageIndex: number, pageSize: number): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(orders.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)), DELAY);
  });
}
