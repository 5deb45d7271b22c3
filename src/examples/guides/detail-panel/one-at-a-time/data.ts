export interface Employee {
  id: string;
  name: string;
  team: string;
  office: string;
  // shown only in the detail panel
  bio: string;
}

export const employees: Employee[] = [
  {
    id: 'e1',
    name: 'Maya Chen',
    team: 'Design',
    office: 'Lisbon',
    bio: 'Leads the design system and runs the weekly critique.',
  },
  {
    id: 'e2',
    name: 'Omar Haddad',
    team: 'Platform',
    office: 'Berlin',
    bio: 'Keeps the build fast and the deploys boring.',
  },
  {
    id: 'e3',
    name: 'Ines Duarte',
    team: 'Support',
    office: 'Porto',
    bio: 'Answers the hardest tickets and writes the help center.',
  },
  {
    id: 'e4',
    name: 'Jonas Weber',
    team: 'Platform',
    office: 'Berlin',
    bio: 'Owns the database migrations and the on-call rota.',
  },
  {id: 'e5', name: 'Priya Nair', team: 'Sales', office: 'London', bio: 'Looks after the largest accounts in Europe.'},
];
