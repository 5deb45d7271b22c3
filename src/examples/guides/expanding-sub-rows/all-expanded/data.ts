export interface Unit {
  id: string;
  name: string;
  lead: string;
  headcount: number;
  subRows?: Unit[];
}

// a fixed tree, three levels deep: departments, their teams, and one team's squads
export const units: Unit[] = [
  {
    id: 'eng',
    name: 'Engineering',
    lead: 'Ada Moreno',
    headcount: 42,
    subRows: [
      {
        id: 'eng-platform',
        name: 'Platform',
        lead: 'Hugo Lind',
        headcount: 18,
        subRows: [
          {id: 'eng-platform-infra', name: 'Infrastructure', lead: 'Mina Ortiz', headcount: 10},
          {id: 'eng-platform-tools', name: 'Developer Tools', lead: 'Sam Okafor', headcount: 8},
        ],
      },
      {id: 'eng-product', name: 'Product Apps', lead: 'Lea Novak', headcount: 24},
    ],
  },
  {
    id: 'sales',
    name: 'Sales',
    lead: 'Omar Haddad',
    headcount: 15,
    subRows: [
      {id: 'sales-emea', name: 'EMEA', lead: 'Ines Duarte', headcount: 9},
      {id: 'sales-apac', name: 'APAC', lead: 'Kenji Sato', headcount: 6},
    ],
  },
  {id: 'legal', name: 'Legal', lead: 'Rosa Petrov', headcount: 4},
];
