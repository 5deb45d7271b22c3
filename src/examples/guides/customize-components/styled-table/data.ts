export interface Employee {
  id: string;
  name: string;
  team: string;
  city: string;
  salary: number;
}

export const employees: Employee[] = [
  {id: 'e1', name: 'Amara Okafor', team: 'Platform', city: 'Lagos', salary: 128000},
  {id: 'e2', name: 'Jonas Weber', team: 'Design', city: 'Berlin', salary: 86000},
  {id: 'e3', name: 'Lucía Fernández', team: 'Platform', city: 'Madrid', salary: 104000},
  {id: 'e4', name: 'Hiroshi Tanaka', team: 'Support', city: 'Osaka', salary: 61000},
  {id: 'e5', name: 'Priya Raman', team: 'Data', city: 'Chennai', salary: 97000},
  {id: 'e6', name: 'Sean Murphy', team: 'Design', city: 'Dublin', salary: 79000},
  {id: 'e7', name: 'Eva Lindqvist', team: 'Data', city: 'Uppsala', salary: 112000},
  {id: 'e8', name: 'Mateus Costa', team: 'Support', city: 'Recife', salary: 58000},
];

/** Salaries from this amount up are shown in bold. */
export const HIGH_SALARY = 100000;
