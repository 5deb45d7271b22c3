export interface Guest {
  id: number;
  first: string;
  last: string;
  city: string;
}

// five fixed guests
export const guests: Guest[] = [
  {id: 1, first: 'Amara', last: 'Okafor-Lindqvist', city: 'Gothenburg'},
  {id: 2, first: 'Bo', last: 'Chen', city: 'Vancouver'},
  {id: 3, first: 'Carlota', last: 'Ibáñez', city: 'Valparaíso'},
  {id: 4, first: 'Dmitri', last: 'Volkov', city: 'Tallinn'},
  {id: 5, first: 'Eun-ji', last: 'Park', city: 'Busan'},
];
