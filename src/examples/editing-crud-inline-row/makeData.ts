export interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  age: number;
  department: string;
}

/** The choices of the Department column's select editor. */
export const DEPARTMENTS = ['Design', 'Engineering', 'Sales', 'Support'];

/** A fixed starting list: the table keeps its own copy in React state and edits that. */
export const initialEmployees: Employee[] = [
  {id: '1', firstName: 'Ava', lastName: 'Okafor', email: 'ava.okafor@example.com', age: 34, department: 'Engineering'},
  {
    id: '2',
    firstName: 'Liam',
    lastName: 'Lindqvist',
    email: 'liam.lindqvist@example.com',
    age: 28,
    department: 'Sales',
  },
  {id: '3', firstName: 'Maya', lastName: 'Moreau', email: 'maya.moreau@example.com', age: 45, department: 'Design'},
  {
    id: '4',
    firstName: 'Noah',
    lastName: 'Tanaka',
    email: 'noah.tanaka@example.com',
    age: 39,
    department: 'Engineering',
  },
  {id: '5', firstName: 'Zoe', lastName: 'Novak', email: 'zoe.novak@example.com', age: 23, department: 'Support'},
  {id: '6', firstName: 'Ethan', lastName: 'Schmidt', email: 'ethan.schmidt@example.com', age: 51, department: 'Sales'},
];
