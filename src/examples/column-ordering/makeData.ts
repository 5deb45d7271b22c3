export interface Employee {
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  country: string;
}

export const data: Employee[] = [
  {
    firstName: 'Ingrid',
    lastName: 'Halvorsen',
    email: 'ingrid.halvorsen@example.com',
    city: 'Bergen',
    country: 'Norway',
  },
  {firstName: 'Tomás', lastName: 'Ferreira', email: 'tomas.ferreira@example.com', city: 'Porto', country: 'Portugal'},
  {firstName: 'Amara', lastName: 'Nwosu', email: 'amara.nwosu@example.com', city: 'Lagos', country: 'Nigeria'},
  {firstName: 'Kenji', lastName: 'Watanabe', email: 'kenji.watanabe@example.com', city: 'Osaka', country: 'Japan'},
  {firstName: 'Lucía', lastName: 'Romero', email: 'lucia.romero@example.com', city: 'Rosario', country: 'Argentina'},
  {firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', city: 'Chennai', country: 'India'},
];
