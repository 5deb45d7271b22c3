export interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  age: number;
}

/** A fixed starting list: the table keeps its own copy in React state and edits that. */
export const initialEmployees: Employee[] = [
  {id: '1', firstName: 'Ava', lastName: 'Okafor', email: 'ava.okafor@example.com', age: 34},
  {id: '2', firstName: 'Liam', lastName: 'Lindqvist', email: 'liam.lindqvist@example.com', age: 28},
  {id: '3', firstName: 'Maya', lastName: 'Moreau', email: 'maya.moreau@example.com', age: 45},
  {id: '4', firstName: 'Noah', lastName: 'Tanaka', email: 'noah.tanaka@example.com', age: 39},
  {id: '5', firstName: 'Zoe', lastName: 'Novak', email: 'zoe.novak@example.com', age: 23},
  {id: '6', firstName: 'Ethan', lastName: 'Schmidt', email: 'ethan.schmidt@example.com', age: 51},
];
