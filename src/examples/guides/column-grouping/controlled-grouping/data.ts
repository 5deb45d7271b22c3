export interface Employee {
  name: string;
  department: string;
  city: string;
  salary: number;
}

// a fixed list: departments and cities repeat, so grouping by one and then the other gives nested groups
export const employees: Employee[] = [
  {name: 'Ada Brennan', department: 'Engineering', city: 'Lisbon', salary: 92000},
  {name: 'Tomás Okafor', department: 'Sales', city: 'Dublin', salary: 61000},
  {name: 'Mei Lindqvist', department: 'Engineering', city: 'Dublin', salary: 88000},
  {name: 'Rafael Soto', department: 'Support', city: 'Lisbon', salary: 47000},
  {name: 'Priya Haddad', department: 'Sales', city: 'Lisbon', salary: 58000},
  {name: 'Jonas Weber', department: 'Engineering', city: 'Lisbon', salary: 101000},
  {name: 'Lena Novak', department: 'Support', city: 'Dublin', salary: 45000},
  {name: 'Kwame Asante', department: 'Sales', city: 'Dublin', salary: 66000},
];
