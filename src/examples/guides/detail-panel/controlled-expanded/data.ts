export interface OrderLine {
  product: string;
  quantity: number;
}

export interface Order {
  id: string;
  customer: string;
  city: string;
  status: 'Draft' | 'Paid' | 'Shipped';
  // shown only in the detail panel; a draft without lines has no panel
  lines: OrderLine[];
}

export const orders: Order[] = [
  {
    id: '1001',
    customer: 'Ava Okafor',
    city: 'Portland',
    status: 'Shipped',
    lines: [
      {product: 'Oak desk', quantity: 1},
      {product: 'Desk lamp', quantity: 2},
    ],
  },
  {
    id: '1002',
    customer: 'Liam Lindqvist',
    city: 'Stockholm',
    status: 'Paid',
    lines: [{product: 'Bookshelf', quantity: 3}],
  },
  {id: '1003', customer: 'Zoe Novak', city: 'Prague', status: 'Draft', lines: []},
  {
    id: '1004',
    customer: 'Mateo Ruiz',
    city: 'Seville',
    status: 'Paid',
    lines: [
      {product: 'Armchair', quantity: 2},
      {product: 'Side table', quantity: 1},
      {product: 'Floor rug', quantity: 1},
    ],
  },
  {id: '1005', customer: 'Hana Sato', city: 'Osaka', status: 'Shipped', lines: [{product: 'Wall clock', quantity: 4}]},
];
