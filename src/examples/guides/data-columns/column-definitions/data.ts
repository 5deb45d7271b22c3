export interface Employee {
  name: {first: string; last: string};
  address: {city: string; country: string};
  salary: number;
}

// a fixed list: nested objects show dot-path keys; whole-dollar salaries keep the footer total exact
export const employees: Employee[] = [
  {name: {first: 'Amara', last: 'Okafor'}, address: {city: 'Lagos', country: 'Nigeria'}, salary: 72000},
  {name: {first: 'Jonas', last: 'Berg'}, address: {city: 'Bergen', country: 'Norway'}, salary: 64500},
  {name: {first: 'Lucía', last: 'Ferrer'}, address: {city: 'Valencia', country: 'Spain'}, salary: 58250},
  {name: {first: 'Kenji', last: 'Morita'}, address: {city: 'Sapporo', country: 'Japan'}, salary: 81000},
  {name: {first: 'Priya', last: 'Raman'}, address: {city: 'Chennai', country: 'India'}, salary: 49750},
  {name: {first: 'Elise', last: 'Dubois'}, address: {city: 'Lyon', country: 'France'}, salary: 69900},
];

export const formatSalary = (value: number): string =>
  value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
