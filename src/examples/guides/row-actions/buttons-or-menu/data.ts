export interface Order {
  id: string;
  customer: string;
  total: number;
  status: 'Open' | 'Shipped' | 'Cancelled';
}

export const orders: Order[] = [
  {id: 'A-1001', customer: 'Ada Byrne', total: 129.5, status: 'Open'},
  {id: 'A-1002', customer: 'Tomas Ek', total: 48, status: 'Shipped'},
  {id: 'A-1003', customer: 'Mina Okafor', total: 310.25, status: 'Open'},
  {id: 'A-1004', customer: 'Lars Vidal', total: 15.99, status: 'Cancelled'},
  {id: 'A-1005', customer: 'Rui Tanaka', total: 87.4, status: 'Shipped'},
];
