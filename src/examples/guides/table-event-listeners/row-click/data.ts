export interface Order {
  id: string;
  customer: string;
  item: string;
  total: number;
}

export const orders: Order[] = [
  {id: 'A-1001', customer: 'Nadia Berg', item: 'Desk lamp', total: 48},
  {id: 'A-1002', customer: 'Tomás Ortega', item: 'Office chair', total: 219},
  {id: 'A-1003', customer: 'Keiko Sato', item: 'Monitor arm', total: 89},
  {id: 'A-1004', customer: 'Ola Nwosu', item: 'Standing mat', total: 35},
];
