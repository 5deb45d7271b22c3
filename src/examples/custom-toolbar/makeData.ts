export interface Order {
  id: string;
  customer: string;
  product: string;
  /** Order total in US dollars. */
  total: number;
  /** ISO day (YYYY-MM-DD) the order was placed. */
  ordered: string;
  status: 'Processing' | 'Shipped' | 'Delivered' | 'Returned';
}

// 16 fixed orders: the same on the server and in the browser
export const data: Order[] = [
  {
    id: 'o1001',
    customer: 'Harbor Books',
    product: 'Reading lamp',
    total: 84,
    ordered: '2025-03-02',
    status: 'Delivered',
  },
  {
    id: 'o1002',
    customer: 'Nordic Outfitters',
    product: 'Trail tent',
    total: 412,
    ordered: '2025-03-04',
    status: 'Delivered',
  },
  {id: 'o1003', customer: 'Maple & Co', product: 'Desk chair', total: 239, ordered: '2025-03-09', status: 'Returned'},
  {id: 'o1004', customer: 'Harbor Books', product: 'Bookshelf', total: 318, ordered: '2025-03-11', status: 'Delivered'},
  {
    id: 'o1005',
    customer: 'Lumen Studio',
    product: 'Floor lamp',
    total: 156,
    ordered: '2025-03-15',
    status: 'Delivered',
  },
  {
    id: 'o1006',
    customer: 'Northwind Cafe',
    product: 'Espresso grinder',
    total: 289,
    ordered: '2025-03-18',
    status: 'Shipped',
  },
  {id: 'o1007', customer: 'Maple & Co', product: 'Standing desk', total: 645, ordered: '2025-03-21', status: 'Shipped'},
  {
    id: 'o1008',
    customer: 'Quartz Labs',
    product: 'Monitor arm',
    total: 119,
    ordered: '2025-03-24',
    status: 'Delivered',
  },
  {
    id: 'o1009',
    customer: 'Nordic Outfitters',
    product: 'Sleeping bag',
    total: 189,
    ordered: '2025-03-27',
    status: 'Processing',
  },
  {
    id: 'o1010',
    customer: 'Lumen Studio',
    product: 'Pendant light',
    total: 98,
    ordered: '2025-03-30',
    status: 'Shipped',
  },
  {id: 'o1011', customer: 'Quartz Labs', product: 'Keyboard', total: 74, ordered: '2025-04-02', status: 'Processing'},
  {id: 'o1012', customer: 'Northwind Cafe', product: 'Kettle', total: 46, ordered: '2025-04-05', status: 'Delivered'},
  {
    id: 'o1013',
    customer: 'Old Harbor Press',
    product: 'Paper guillotine',
    total: 527,
    ordered: '2025-04-08',
    status: 'Processing',
  },
  {
    id: 'o1014',
    customer: 'Maple & Co',
    product: 'Filing cabinet',
    total: 203,
    ordered: '2025-04-10',
    status: 'Processing',
  },
  {id: 'o1015', customer: 'Quartz Labs', product: 'Webcam', total: 88, ordered: '2025-04-13', status: 'Returned'},
  {
    id: 'o1016',
    customer: 'Nordic Outfitters',
    product: 'Camp stove',
    total: 134,
    ordered: '2025-04-16',
    status: 'Processing',
  },
];
