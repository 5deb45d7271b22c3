export interface Loan {
  id: string;
  title: string;
  borrower: string;
  pages: number;
  overdue: boolean;
}

export const loans: Loan[] = [
  {id: 'L-101', title: 'The Quiet Orbit', borrower: 'Amara Osei', pages: 312, overdue: false},
  {id: 'L-102', title: 'Salt and Cedar', borrower: 'Jonas Berg', pages: 188, overdue: true},
  {id: 'L-103', title: 'A Map of Small Rooms', borrower: 'Lucía Navarro', pages: 264, overdue: false},
  {id: 'L-104', title: 'Nine Lanterns', borrower: 'Kenji Watanabe', pages: 421, overdue: true},
  {id: 'L-105', title: 'Glass Harbour', borrower: 'Priya Raman', pages: 156, overdue: false},
  {id: 'L-106', title: 'Paper Comets', borrower: 'Tomás Silva', pages: 237, overdue: false},
];
