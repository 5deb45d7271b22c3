export interface Customer {
  name: string;
  email: string;
  accountId: string;
  balance: number;
}

// a fixed list of customers; the balances are plain numbers, formatted only for display
export const customers: Customer[] = [
  {name: 'Amara Okafor', email: 'amara.okafor@example.com', accountId: 'AC-20931', balance: 1284.5},
  {name: 'Lars Eriksen', email: 'lars.eriksen@example.com', accountId: 'AC-31877', balance: 92.25},
  {name: 'Mei Tanaka', email: 'mei.tanaka@example.com', accountId: 'AC-40215', balance: 15030},
  {name: 'Diego Ruiz', email: 'diego.ruiz@example.com', accountId: 'AC-57460', balance: 0},
];
