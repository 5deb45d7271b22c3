export interface Player {
  name: string;
  team: string;
  points: number;
}

export const players: Player[] = [
  {name: 'Maya Okafor', team: 'Falcons', points: 412},
  {name: 'Theo Brandt', team: 'Otters', points: 389},
  {name: 'Lucia Ferreira', team: 'Falcons', points: 356},
  {name: 'Sam Whitfield', team: 'Herons', points: 301},
];
