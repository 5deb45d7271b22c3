export interface Employee {
  name: string;
  role: string;
  city: string;
  employeeId: string;
}

// a fixed list: "lin" starts a name, starts a city, sits inside names and cities, and only fuzzily matches "Lisbon"
export const employees: Employee[] = [
  {name: 'Mara Lindqvist', role: 'Designer', city: 'Oslo', employeeId: 'E-1042'},
  {name: 'Tomás Ortega', role: 'Engineer', city: 'Madrid', employeeId: 'E-1187'},
  {name: 'Linh Tran', role: 'Engineer', city: 'Hanoi', employeeId: 'E-1203'},
  {name: 'Joseph Quinn', role: 'Support', city: 'Dublin', employeeId: 'E-1318'},
  {name: 'Aiko Tanaka', role: 'Product manager', city: 'Osaka', employeeId: 'E-1420'},
  {name: 'Evelyn Carlin', role: 'Designer', city: 'Berlin', employeeId: 'E-1533'},
  {name: 'Pavel Novak', role: 'Engineer', city: 'Prague', employeeId: 'E-1651'},
  {name: 'Grace Okafor', role: 'Support', city: 'Lagos', employeeId: 'E-1764'},
  {name: 'Noah Feldman', role: 'Data analyst', city: 'Lincoln', employeeId: 'E-1872'},
  {name: 'Sofia Marin', role: 'Engineer', city: 'Lisbon', employeeId: 'E-1990'},
];
