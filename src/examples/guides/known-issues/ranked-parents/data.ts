export interface Person {
  name: string;
  role: string;
  subRows?: Person[];
}

export const staff: Person[] = [
  {
    name: 'Ana',
    role: 'Head of Sales',
    subRows: [
      {name: 'Luis Ortega', role: 'Account Manager'},
      {name: 'Pia Holm', role: 'Account Manager'},
    ],
  },
  {name: 'Bruno Costa', role: 'Engineer'},
  {name: 'Juliana Reyes', role: 'Designer'},
  {name: 'Anabel Ortiz', role: 'Recruiter'},
  {name: 'Susana Park', role: 'Engineer'},
];
