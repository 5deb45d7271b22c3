export interface City {
  name: string;
  country: string;
}

export const cities: City[] = [
  {name: 'Lisbon', country: 'Portugal'},
  {name: 'Lima', country: 'Peru'},
  {name: 'Lyon', country: 'France'},
  {name: 'Ljubljana', country: 'Slovenia'},
  {name: 'Oslo', country: 'Norway'},
  {name: 'Bilbao', country: 'Spain'},
  {name: 'Boston', country: 'United States'},
  {name: 'Nairobi', country: 'Kenya'},
];
