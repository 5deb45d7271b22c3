export interface Employee {
  id: string;
  name: string;
  email: string;
  department: string;
  salary: number;
  city: string;
}

export const employees: Employee[] = [
  {
    id: 'E-104',
    name: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    department: 'Engineering',
    salary: 98000,
    city: 'Lagos',
  },
  {id: 'E-117', name: 'Jonas Berg', email: 'jonas.berg@example.com', department: 'Sales', salary: 64000, city: 'Oslo'},
  {
    id: 'E-121',
    name: 'Mei Tanaka',
    email: 'mei.tanaka@example.com',
    department: 'Design',
    salary: 72000,
    city: 'Osaka',
  },
  {
    id: 'E-135',
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    department: 'Engineering',
    salary: 91000,
    city: 'Lyon',
  },
  {
    id: 'E-142',
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    department: 'Finance',
    salary: 83000,
    city: 'Pune',
  },
];
