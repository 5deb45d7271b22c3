export interface City {
  id: string;
  city: string;
  country: string;
  population: number;
}

/** How long the pretend server takes to answer, in milliseconds. */
export const DELAY = 1000;

// a fixed list: the same rows on every load
const cities: City[] = [
  {id: '1', city: 'Lisbon', country: 'Portugal', population: 545000},
  {id: '2', city: 'Porto', country: 'Portugal', population: 232000},
  {id: '3', city: 'Lyon', country: 'France', population: 522000},
  {id: '4', city: 'Bergen', country: 'Norway', population: 291000},
  {id: '5', city: 'Kraków', country: 'Poland', population: 804000},
  {id: '6', city: 'Ghent', country: 'Belgium', population: 265000},
];

let stored = cities.map((city) => ({...city}));

function later<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), DELAY));
}

/** GET /cities: a copy of every row, after DELAY. */
export function fetchCities(): Promise<City[]> {
  return later(stored.map((city) => ({...city})));
}

/** PUT /cities/:id: stores the row and answers with it, after DELAY. */
export function saveCity(city: City): Promise<City> {
  stored = stored.map((row) => (row.id === city.id ? {...city} : row));
  return later({...city});
}
