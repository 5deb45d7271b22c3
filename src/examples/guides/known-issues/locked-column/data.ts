export interface Customer {
  id: string;
  name: string;
  email: string;
  city: string;
}

export const customers: Customer[] = [
  {id: 'C-310', name: 'Hana Kim', email: 'hana.kim@example.com', city: 'Seoul'},
  {id: 'C-311', name: 'Pedro Alves', email: 'pedro.alves@example.com', city: 'Porto'},
  {id: 'C-312', name: 'Grete Lund', email: 'grete.lund@example.com', city: 'Bergen'},
];
