export interface Member {
  name: string;
  role: string;
  city: string;
}

// a fixed list, so every visit shows the same rows
export const members: Member[] = [
  {name: 'Ada Okafor', role: 'Engineer', city: 'Lagos'},
  {name: 'Bruno Lindqvist', role: 'Designer', city: 'Malmö'},
  {name: 'Chen Wei', role: 'Manager', city: 'Taipei'},
  {name: 'Dalia Haddad', role: 'Engineer', city: 'Amman'},
];
