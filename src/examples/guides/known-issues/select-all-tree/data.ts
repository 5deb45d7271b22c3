export interface Member {
  name: string;
  role: string;
  subRows?: Member[];
}

export const teams: Member[] = [
  {
    name: 'Atlas team',
    role: 'Platform',
    subRows: [
      {name: 'Ines Duarte', role: 'Lead'},
      {name: 'Kofi Boateng', role: 'Engineer'},
    ],
  },
  {
    name: 'Beacon team',
    role: 'Mobile',
    subRows: [{name: 'Lea Wagner', role: 'Designer'}],
  },
  {name: 'Cora Lindqvist', role: 'Recruiter'},
];
