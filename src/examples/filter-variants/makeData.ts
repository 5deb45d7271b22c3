export interface Person {
  id: string;
  name: string;
  city: string;
  team: 'Design' | 'Platform' | 'Sales' | 'Support';
  level: 'Junior' | 'Mid' | 'Senior' | 'Lead';
  /** Yearly salary in US dollars. */
  salary: number;
  age: number;
  /** ISO date (YYYY-MM-DD). */
  hireDate: string;
  /** ISO date (YYYY-MM-DD) of the last performance review. */
  lastReview: string;
  active: boolean;
}

// 16 fixed rows: the same on the server and in the browser
export const data: Person[] = [
  {id: 'p1', name: 'Ava Okafor', city: 'Portland', team: 'Platform', level: 'Senior', salary: 148000, age: 41, hireDate: '2016-03-14', lastReview: '2025-06-02', active: true},
  {id: 'p2', name: 'Liam Lindqvist', city: 'Stockholm', team: 'Sales', level: 'Mid', salary: 92000, age: 33, hireDate: '2019-07-01', lastReview: '2025-06-09', active: true},
  {id: 'p3', name: 'Maya Moreau', city: 'Lyon', team: 'Design', level: 'Senior', salary: 104000, age: 36, hireDate: '2020-01-20', lastReview: '2025-06-02', active: true},
  {id: 'p4', name: 'Noah Tanaka', city: 'Osaka', team: 'Platform', level: 'Mid', salary: 121000, age: 29, hireDate: '2021-09-06', lastReview: '2025-06-16', active: true},
  {id: 'p5', name: 'Zoe Novak', city: 'Prague', team: 'Support', level: 'Junior', salary: 61000, age: 24, hireDate: '2022-02-14', lastReview: '2025-06-09', active: false},
  {id: 'p6', name: 'Omar Haddad', city: 'Beirut', team: 'Sales', level: 'Lead', salary: 133000, age: 47, hireDate: '2015-11-02', lastReview: '2025-06-02', active: true},
  {id: 'p7', name: 'Ines Calder', city: 'Lisbon', team: 'Design', level: 'Mid', salary: 88000, age: 31, hireDate: '2018-05-28', lastReview: '2025-06-23', active: false},
  {id: 'p8', name: 'Kofi Mensah', city: 'Accra', team: 'Platform', level: 'Senior', salary: 126000, age: 38, hireDate: '2019-10-15', lastReview: '2025-06-16', active: true},
  {id: 'p9', name: 'Priya Raman', city: 'Chennai', team: 'Platform', level: 'Lead', salary: 162000, age: 44, hireDate: '2014-04-07', lastReview: '2025-06-09', active: true},
  {id: 'p10', name: 'Lucas Silva', city: 'Recife', team: 'Sales', level: 'Junior', salary: 59000, age: 23, hireDate: '2023-03-13', lastReview: '2025-06-23', active: true},
  {id: 'p11', name: 'Hanna Berg', city: 'Bergen', team: 'Support', level: 'Lead', salary: 78000, age: 39, hireDate: '2017-08-21', lastReview: '2025-06-16', active: true},
  {id: 'p12', name: 'Mateo Rossi', city: 'Turin', team: 'Design', level: 'Junior', salary: 67000, age: 26, hireDate: '2022-06-30', lastReview: '2025-06-02', active: false},
  {id: 'p13', name: 'Sofia Kowalski', city: 'Kraków', team: 'Sales', level: 'Senior', salary: 97000, age: 35, hireDate: '2021-01-11', lastReview: '2025-06-23', active: true},
  {id: 'p14', name: 'Ethan Walker', city: 'Leeds', team: 'Support', level: 'Mid', salary: 64000, age: 28, hireDate: '2023-09-04', lastReview: '2025-06-09', active: true},
  {id: 'p15', name: 'Amara Eze', city: 'Lagos', team: 'Platform', level: 'Junior', salary: 83000, age: 25, hireDate: '2024-04-22', lastReview: '2025-06-16', active: true},
  {id: 'p16', name: 'Jonas Weber', city: 'Hamburg', team: 'Sales', level: 'Lead', salary: 155000, age: 52, hireDate: '2013-02-18', lastReview: '2025-06-02', active: false},
];

export const cities = data.map((person) => person.city).sort((a, b) => a.localeCompare(b));
