export interface Player {
  id: string;
  name: string;
  position: string;
  rating: number;
}

export const benchPlayers: Player[] = [
  {id: 'p1', name: 'Aiko Mori', position: 'Guard', rating: 82},
  {id: 'p2', name: 'Bruno Costa', position: 'Forward', rating: 77},
  {id: 'p3', name: 'Chidi Eze', position: 'Center', rating: 85},
  {id: 'p4', name: 'Dana Kowalski', position: 'Guard', rating: 74},
  {id: 'p5', name: 'Elif Demir', position: 'Forward', rating: 80},
];

export const startingPlayers: Player[] = [
  {id: 'p6', name: 'Farah Haddad', position: 'Center', rating: 88},
  {id: 'p7', name: 'Gus Lindgren', position: 'Guard', rating: 79},
];
