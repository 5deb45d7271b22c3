export interface Ticket {
  code: string;
  subject: string;
  status: 'open' | 'waiting' | 'closed';
  priority: number;
}

// a fixed list of ten tickets over two pages of five; closed tickets cannot be pinned
export const tickets: Ticket[] = [
  {code: 'T-101', subject: 'Login page times out', status: 'open', priority: 1},
  {code: 'T-102', subject: 'Invoice totals rounded twice', status: 'waiting', priority: 2},
  {code: 'T-103', subject: 'Export drops the last row', status: 'closed', priority: 3},
  {code: 'T-104', subject: 'Dark theme loses contrast', status: 'open', priority: 2},
  {code: 'T-105', subject: 'Search ignores accents', status: 'open', priority: 3},
  {code: 'T-106', subject: 'Avatar upload fails on iOS', status: 'waiting', priority: 1},
  {code: 'T-107', subject: 'Reset email goes to spam', status: 'closed', priority: 2},
  {code: 'T-108', subject: 'Chart legend overlaps', status: 'open', priority: 3},
  {code: 'T-109', subject: 'Session ends after an hour', status: 'open', priority: 1},
  {code: 'T-110', subject: 'Typo in the welcome mail', status: 'waiting', priority: 3},
];
