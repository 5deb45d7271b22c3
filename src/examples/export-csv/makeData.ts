export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  company: string;
  city: string;
  country: string;
}

// 12 rows: more than the first page of 10, so "all rows" differs from the visible page
export const data: Person[] = [
  {id: 1, firstName: 'Ava', lastName: 'Okafor', company: 'Brightline', city: 'Portland', country: 'United States'},
  {id: 2, firstName: 'Liam', lastName: 'Lindqvist', company: 'Nordhavn', city: 'Stockholm', country: 'Sweden'},
  {id: 3, firstName: 'Maya', lastName: 'Moreau', company: 'Atelier Six', city: 'Lyon', country: 'France'},
  {id: 4, firstName: 'Noah', lastName: 'Tanaka', company: 'Kumo Labs', city: 'Osaka', country: 'Japan'},
  {id: 5, firstName: 'Zoe', lastName: 'Novak', company: 'Vltava Works', city: 'Prague', country: 'Czechia'},
  {id: 6, firstName: 'Omar', lastName: 'Haddad', company: 'Cedar & Co', city: 'Beirut', country: 'Lebanon'},
  {id: 7, firstName: 'Ines', lastName: 'Calder', company: 'Harbor Books', city: 'Lisbon', country: 'Portugal'},
  {id: 8, firstName: 'Kofi', lastName: 'Mensah', company: 'Goldcoast Data', city: 'Accra', country: 'Ghana'},
  {id: 9, firstName: 'Priya', lastName: 'Raman', company: 'Monsoon AI', city: 'Chennai', country: 'India'},
  {id: 10, firstName: 'Lucas', lastName: 'Silva', company: 'Ipê Systems', city: 'Recife', country: 'Brazil'},
  {id: 11, firstName: 'Hanna', lastName: 'Berg', company: 'Fjord Foods', city: 'Bergen', country: 'Norway'},
  {id: 12, firstName: 'Mateo', lastName: 'Rossi', company: 'Vespa Digital, Ltd.', city: 'Turin', country: 'Italy'},
];
