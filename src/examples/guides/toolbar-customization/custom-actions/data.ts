export interface Order {
  id: string;
  customer: string;
  city: string;
  status: 'Pending' | 'Shipped';
}

export const orders: Order[] = [
  {id: 'A-1001', customer: 'Ines Duarte', city: 'Lisbon', status: 'Pending'},
  {id: 'A-1002', customer: 'Tomasz Nowak', city: 'Kraków', status: 'Shipped'},
  {id: 'A-1003', customer: 'Amara Okafor', city: 'Lagos', status: 'Pending'},
  {id: 'A-1004', customer: 'Kenji Sato', city: 'Osaka', status: 'Pending'},
  {id: 'A-1005', customer: 'Lena Fischer', city: 'Hamburg', status: 'Shipped'},
  {id: 'A-1006', customer: 'Diego Rivas', city: 'Valencia', status: 'Pending'},
];
