export interface Plant {
  id: string;
  name: string;
  family: string;
  light: 'Full sun' | 'Part shade' | 'Shade';
  stock: number;
}

export const plants: Plant[] = [
  {id: 'p1', name: 'Lavender', family: 'Mint', light: 'Full sun', stock: 42},
  {id: 'p2', name: 'Hosta', family: 'Asparagus', light: 'Shade', stock: 17},
  {id: 'p3', name: 'Sage', family: 'Mint', light: 'Full sun', stock: 30},
  {id: 'p4', name: 'Astilbe', family: 'Saxifrage', light: 'Part shade', stock: 9},
  {id: 'p5', name: 'Fern', family: 'Polypody', light: 'Shade', stock: 24},
  {id: 'p6', name: 'Yarrow', family: 'Aster', light: 'Full sun', stock: 13},
];
