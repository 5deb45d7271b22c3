export interface Listing {
  id: string;
  city: string;
  rooms: number;
  rent: number;
}

// a fixed list of six flats; the one already let cannot be selected
export const listings: Listing[] = [
  {id: 'L-01', city: 'Lisbon', rooms: 2, rent: 1150},
  {id: 'L-02', city: 'Porto', rooms: 1, rent: 780},
  {id: 'L-03', city: 'Braga', rooms: 3, rent: 0},
  {id: 'L-04', city: 'Faro', rooms: 2, rent: 940},
  {id: 'L-05', city: 'Coimbra', rooms: 4, rent: 1320},
  {id: 'L-06', city: 'Évora', rooms: 1, rent: 690},
];
