export interface Employee {
  firstName: string;
  lastName: string;
  department: string;
  city: string;
  age: number;
}

export const data: Employee[] = [
  {firstName: 'Alina', lastName: 'Marsh', department: 'Engineering', city: 'Berlin', age: 31},
  {firstName: 'Bao', lastName: 'Nguyen', department: 'Sales', city: 'Toronto', age: 44},
  {firstName: 'Clara', lastName: 'Ibsen', department: 'Engineering', city: 'Oslo', age: 27},
  {firstName: 'Diego', lastName: 'Salas', department: 'Support', city: 'Berlin', age: 38},
  {firstName: 'Emeka', lastName: 'Obi', department: 'Sales', city: 'Berlin', age: 29},
  {firstName: 'Fiona', lastName: 'Walsh', department: 'Engineering', city: 'Toronto', age: 35},
  {firstName: 'Goran', lastName: 'Petek', department: 'Support', city: 'Oslo', age: 51},
  {firstName: 'Hiro', lastName: 'Kato', department: 'Engineering', city: 'Berlin', age: 42},
  {firstName: 'Isla', lastName: 'Reid', department: 'Sales', city: 'Oslo', age: 33},
  {firstName: 'Jonas', lastName: 'Berg', department: 'Support', city: 'Toronto', age: 26},
  {firstName: 'Kemi', lastName: 'Adeyemi', department: 'Engineering', city: 'Oslo', age: 30},
  {firstName: 'Luca', lastName: 'Bianchi', department: 'Sales', city: 'Berlin', age: 47},
];
