export interface City {
  name: string;
  country: string;
  population: number;
}

// a fixed list of 12, so with 5 rows a page there are three pages, and a search leaves a known set
export const cities: City[] = [
  {name: 'Porto', country: 'Portugal', population: 232},
  {name: 'Lisbon', country: 'Portugal', population: 545},
  {name: 'Seville', country: 'Spain', population: 684},
  {name: 'Valencia', country: 'Spain', population: 792},
  {name: 'Lyon', country: 'France', population: 522},
  {name: 'Nantes', country: 'France', population: 320},
  {name: 'Ghent', country: 'Belgium', population: 265},
  {name: 'Utrecht', country: 'Netherlands', population: 361},
  {name: 'Bremen', country: 'Germany', population: 569},
  {name: 'Leipzig', country: 'Germany', population: 601},
  {name: 'Turin', country: 'Italy', population: 848},
  {name: 'Bologna', country: 'Italy', population: 390},
];
