export interface City {
  city: string;
  country: string;
  continent: string;
  population: number;
}

// a fixed list of 18 cities: four pages of five rows, so sorting, filtering and paging all show
export const cities: City[] = [
  {city: 'Lagos', country: 'Nigeria', continent: 'Africa', population: 15388},
  {city: 'Cairo', country: 'Egypt', continent: 'Africa', population: 22183},
  {city: 'Nairobi', country: 'Kenya', continent: 'Africa', population: 5325},
  {city: 'Tokyo', country: 'Japan', continent: 'Asia', population: 37115},
  {city: 'Delhi', country: 'India', continent: 'Asia', population: 33807},
  {city: 'Jakarta', country: 'Indonesia', continent: 'Asia', population: 11249},
  {city: 'Seoul', country: 'South Korea', continent: 'Asia', population: 10025},
  {city: 'Paris', country: 'France', continent: 'Europe', population: 11208},
  {city: 'Madrid', country: 'Spain', continent: 'Europe', population: 6751},
  {city: 'Berlin', country: 'Germany', continent: 'Europe', population: 3577},
  {city: 'Lisbon', country: 'Portugal', continent: 'Europe', population: 3014},
  {city: 'Mexico City', country: 'Mexico', continent: 'North America', population: 22505},
  {city: 'Toronto', country: 'Canada', continent: 'North America', population: 6372},
  {city: 'Chicago', country: 'United States', continent: 'North America', population: 8937},
  {city: 'Lima', country: 'Peru', continent: 'South America', population: 11283},
  {city: 'Bogotá', country: 'Colombia', continent: 'South America', population: 11658},
  {city: 'Santiago', country: 'Chile', continent: 'South America', population: 6953},
  {city: 'Sydney', country: 'Australia', continent: 'Oceania', population: 5121},
];
