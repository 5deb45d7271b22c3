export interface Employee {
  name: string;
  email: string;
  department: string;
  title: string;
  city: string;
  country: string;
  startYear: number;
  salary: number;
}

// a fixed list with more columns than fit beside each other, so the table scrolls sideways
export const employees: Employee[] = [
  {
    name: 'Ada Mensah',
    email: 'ada.mensah@example.com',
    department: 'Engineering',
    title: 'Staff engineer',
    city: 'Accra',
    country: 'Ghana',
    startYear: 2014,
    salary: 128000,
  },
  {
    name: 'Bruno Costa',
    email: 'bruno.costa@example.com',
    department: 'Design',
    title: 'Product designer',
    city: 'Porto',
    country: 'Portugal',
    startYear: 2019,
    salary: 84000,
  },
  {
    name: 'Chiara Rossi',
    email: 'chiara.rossi@example.com',
    department: 'Finance',
    title: 'Controller',
    city: 'Milan',
    country: 'Italy',
    startYear: 2011,
    salary: 112000,
  },
  {
    name: 'Dmitri Volkov',
    email: 'dmitri.volkov@example.com',
    department: 'Engineering',
    title: 'Site reliability engineer',
    city: 'Tallinn',
    country: 'Estonia',
    startYear: 2020,
    salary: 97000,
  },
  {
    name: 'Emi Tanaka',
    email: 'emi.tanaka@example.com',
    department: 'Support',
    title: 'Support lead',
    city: 'Osaka',
    country: 'Japan',
    startYear: 2017,
    salary: 76000,
  },
  {
    name: 'Farah Haddad',
    email: 'farah.haddad@example.com',
    department: 'Sales',
    title: 'Account executive',
    city: 'Amman',
    country: 'Jordan',
    startYear: 2022,
    salary: 69000,
  },
];
