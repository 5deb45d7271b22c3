export interface Member {
  id: number;
  name: string;
  role: string;
  email: string;
}

// a fixed list, so every visit shows the same rows
export const members: Member[] = [
  {id: 1, name: 'Ada Okafor', role: 'Engineer', email: 'ada.okafor@example.com'},
  {id: 2, name: 'Bruno Lindqvist', role: 'Designer', email: 'bruno.lindqvist@example.com'},
  {id: 3, name: 'Chen Wei', role: 'Manager', email: 'chen.wei@example.com'},
  {id: 4, name: 'Dalia Haddad', role: 'Engineer', email: 'dalia.haddad@example.com'},
  {id: 5, name: 'Emil Novak', role: 'Support', email: 'emil.novak@example.com'},
];
