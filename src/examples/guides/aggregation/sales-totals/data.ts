export interface Sale {
  rep: string;
  region: string;
  deals: number;
  revenue: number;
}

// a fixed list, so every visit shows the same groups and totals
export const sales: Sale[] = [
  {rep: 'Ana Silva', region: 'North', deals: 12, revenue: 48200},
  {rep: 'Ben Okafor', region: 'South', deals: 7, revenue: 21900},
  {rep: 'Chloe Martin', region: 'North', deals: 9, revenue: 35600},
  {rep: 'Dev Patel', region: 'West', deals: 15, revenue: 61300},
  {rep: 'Eva Novak', region: 'South', deals: 4, revenue: 12750},
  {rep: 'Farid Haddad', region: 'West', deals: 10, revenue: 39800},
  {rep: 'Grace Liu', region: 'North', deals: 6, revenue: 22400},
  {rep: 'Hugo Berg', region: 'South', deals: 11, revenue: 40100},
];
