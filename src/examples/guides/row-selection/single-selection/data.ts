export interface Plan {
  id: string;
  plan: string;
  seats: number;
  price: string;
}

// a fixed list of plans to choose one from
export const plans: Plan[] = [
  {id: 'starter', plan: 'Starter', seats: 3, price: '$9'},
  {id: 'team', plan: 'Team', seats: 10, price: '$29'},
  {id: 'business', plan: 'Business', seats: 50, price: '$99'},
  {id: 'enterprise', plan: 'Enterprise', seats: 500, price: '$499'},
];
