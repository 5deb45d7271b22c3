export interface Employee {
  name: string;
  department: string;
  city: string;
  age: number;
}

// a fixed list: names share letters in different places, so "starts with" and "contains" give different rows
export const employees: Employee[] = [
  {name: 'Maria Lopez', department: 'Sales', city: 'Lisbon', age: 34},
  {name: 'Tomas Marek', department: 'Engineering', city: 'Prague', age: 41},
  {name: 'Amara Okafor', department: 'Support', city: 'Lagos', age: 29},
  {name: 'Mark Jensen', department: 'Engineering', city: 'Aarhus', age: 52},
  {name: 'Lena Schmidt', department: 'Finance', city: 'Hamburg', age: 38},
  {name: 'Omar Haddad', department: 'Sales', city: 'Amman', age: 45},
  {name: 'Yuki Tanaka', department: 'Support', city: 'Osaka', age: 26},
  {name: 'Emma Martin', department: 'Finance', city: 'Lyon', age: 31},
];
