/** The rows of the Usage page's first table: a fixed array, so server HTML and hydration agree. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  age: number;
}

export const people: Person[] = [
  {firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@example.com', city: 'Lagos', age: 34},
  {firstName: 'Lukas', lastName: 'Brandt', email: 'lukas.brandt@example.com', city: 'Hamburg', age: 27},
  {firstName: 'Mei', lastName: 'Tanaka', email: 'mei.tanaka@example.com', city: 'Osaka', age: 41},
  {firstName: 'Diego', lastName: 'Alvarez', email: 'diego.alvarez@example.com', city: 'Valencia', age: 22},
  {firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', city: 'Chennai', age: 38},
  {firstName: 'Olivia', lastName: 'Byrne', email: 'olivia.byrne@example.com', city: 'Cork', age: 30},
];
