export interface Member {
  name: string;
  role: string;
  subRows?: Member[];
}

// five teams of two or three people: a fixed tree, so the rows on each page are always the same
export const teams: Member[] = [
  {
    name: 'Design',
    role: 'Team',
    subRows: [
      {name: 'Mara Lindqvist', role: 'Lead designer'},
      {name: 'Evelyn Carlin', role: 'Designer'},
    ],
  },
  {
    name: 'Platform',
    role: 'Team',
    subRows: [
      {name: 'Linh Tran', role: 'Engineer'},
      {name: 'Pavel Novak', role: 'Engineer'},
      {name: 'Sofia Marin', role: 'Engineer'},
    ],
  },
  {
    name: 'Support',
    role: 'Team',
    subRows: [
      {name: 'Joseph Quinn', role: 'Support lead'},
      {name: 'Grace Okafor', role: 'Support'},
    ],
  },
  {
    name: 'Data',
    role: 'Team',
    subRows: [
      {name: 'Noah Feldman', role: 'Data analyst'},
      {name: 'Aiko Tanaka', role: 'Product manager'},
    ],
  },
  {
    name: 'Sales',
    role: 'Team',
    subRows: [
      {name: 'Tomás Ortega', role: 'Account manager'},
      {name: 'Ruth Abebe', role: 'Sales'},
    ],
  },
];
