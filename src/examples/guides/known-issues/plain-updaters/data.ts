export interface Team {
  name: string;
  lead: string;
  size: number;
  subRows?: Team[];
}

export const teams: Team[] = [
  {
    name: 'Platform',
    lead: 'Rosa Diaz',
    size: 9,
    subRows: [
      {name: 'Build', lead: 'Tom Okoye', size: 4},
      {name: 'Runtime', lead: 'Ilse Berg', size: 5},
    ],
  },
  {
    name: 'Design',
    lead: 'Sam Cole',
    size: 4,
    subRows: [{name: 'Research', lead: 'Noor Aziz', size: 2}],
  },
  {name: 'Support', lead: 'Eva Novak', size: 6},
];
