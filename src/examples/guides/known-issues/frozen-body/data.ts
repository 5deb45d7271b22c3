export interface Order {
  id: string;
  customer: string;
  total: number;
}

export const firstOrders: Order[] = [
  {id: 'A-1001', customer: 'Lena Brandt', total: 120},
  {id: 'A-1002', customer: 'Omar Haddad', total: 86},
  {id: 'A-1003', customer: 'Sofia Marin', total: 240},
];

/** The orders the Add button appends, one per click. */
export const laterOrders: Order[] = [
  {id: 'A-1004', customer: 'Kwame Mensah', total: 54},
  {id: 'A-1005', customer: 'Yuki Sato', total: 310},
  {id: 'A-1006', customer: 'Inès Laurent', total: 75},
];
