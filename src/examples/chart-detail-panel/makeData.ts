export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface SalesRep {
  id: string;
  name: string;
  region: string;
  /** Month the rep started (0 = January); there are no sales before it. */
  startMonth: number;
  /** Sales in thousands of dollars, one value per month from `startMonth` to December. */
  monthlySales: number[];
}

export const data: SalesRep[] = [
  {
    id: 'r1',
    name: 'Ava Okafor',
    region: 'West',
    startMonth: 0,
    monthlySales: [42, 45, 51, 48, 56, 61, 59, 64, 70, 68, 74, 81],
  },
  {
    id: 'r2',
    name: 'Liam Lindqvist',
    region: 'North',
    startMonth: 0,
    monthlySales: [38, 36, 40, 44, 41, 47, 52, 50, 49, 55, 58, 57],
  },
  {id: 'r3', name: 'Maya Moreau', region: 'East', startMonth: 3, monthlySales: [12, 20, 29, 35, 41, 46, 50, 57, 63]},
  {id: 'r4', name: 'Noah Tanaka', region: 'South', startMonth: 6, monthlySales: [9, 17, 26, 30, 38, 44]},
  {id: 'r5', name: 'Zoe Novak', region: 'West', startMonth: 8, monthlySales: [15, 22, 31, 40]},
];

/** Total sales of a rep over the year, in thousands of dollars. */
export const totalSales = (rep: SalesRep) => rep.monthlySales.reduce((sum, value) => sum + value, 0);
