export interface Colleague {
  name: string;
  department: string;
  city: string;
}

export const colleagues: Colleague[] = [
  {name: 'Nora Berg', department: 'Engineering', city: 'Oslo'},
  {name: 'Tomas Ruiz', department: 'Sales', city: 'Madrid'},
  {name: 'Aiko Tanaka', department: 'Engineering', city: 'Osaka'},
  {name: 'Felix Braun', department: 'Finance', city: 'Vienna'},
  {name: 'Lena Kowalski', department: 'Sales', city: 'Warsaw'},
  {name: 'Ravi Menon', department: 'Engineering', city: 'Pune'},
  {name: 'Clara Dumont', department: 'Finance', city: 'Lyon'},
];

// the quick searches offered above the table
export const quickSearches = ['Engineering', 'Sales', 'Finance'];
