export interface Member {
  name: string;
  team: string;
  role: string;
  city: string;
  since: number;
}

// a fixed list, so the demo shows the same rows on every load
export const members: Member[] = [
  {name: 'Ada Moreno', team: 'Platform', role: 'Engineer', city: 'Lisbon', since: 2017},
  {name: 'Bilal Haddad', team: 'Design', role: 'Researcher', city: 'Amman', since: 2020},
  {name: 'Chen Wei', team: 'Platform', role: 'Team lead', city: 'Taipei', since: 2014},
  {name: 'Dana Kowalski', team: 'Support', role: 'Specialist', city: 'Gdańsk', since: 2022},
  {name: 'Emeka Obi', team: 'Design', role: 'Designer', city: 'Lagos', since: 2019},
];
