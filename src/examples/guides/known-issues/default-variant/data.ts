export interface Subscription {
  id: string;
  customer: string;
  plan: 'Basic' | 'Pro';
  status: 'Active' | 'Inactive';
}

export const subscriptions: Subscription[] = [
  {id: 's1', customer: 'Northwind', plan: 'Pro', status: 'Active'},
  {id: 's2', customer: 'Blue Yonder', plan: 'Basic', status: 'Inactive'},
  {id: 's3', customer: 'Contoso', plan: 'Pro', status: 'Inactive'},
  {id: 's4', customer: 'Fabrikam', plan: 'Basic', status: 'Active'},
  {id: 's5', customer: 'Tailspin', plan: 'Pro', status: 'Active'},
];
