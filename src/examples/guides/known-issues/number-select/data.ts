export interface Runner {
  id: string;
  name: string;
  age: number;
  club: string;
}

export const runners: Runner[] = [
  {id: 'r1', name: 'Aiko Mori', age: 34, club: 'Harbour RC'},
  {id: 'r2', name: 'Ben Adeyemi', age: 28, club: 'Hill Striders'},
  {id: 'r3', name: 'Clara Voss', age: 41, club: 'Harbour RC'},
  {id: 'r4', name: 'Dmitri Lenz', age: 28, club: 'Valley AC'},
  {id: 'r5', name: 'Elif Aydin', age: 9, club: 'Hill Striders'},
  {id: 'r6', name: 'Femi Okon', age: 34, club: 'Valley AC'},
];
