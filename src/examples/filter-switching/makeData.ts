export interface Player {
  id: string;
  name: string;
  club: string;
  /** Points this season. */
  score: number;
}

// 14 fixed rows, picked so that each filter mode leaves a different set for the same text
export const data: Player[] = [
  {id: 'p1', name: 'Arjun', club: 'Harbor', score: 91},
  {id: 'p2', name: 'Ari', club: 'Summit', score: 64},
  {id: 'p3', name: 'Marta', club: 'Harbor', score: 78},
  {id: 'p4', name: 'Oskar', club: 'Meadow', score: 85},
  {id: 'p5', name: 'Lars', club: 'Summit', score: 52},
  {id: 'p6', name: 'Laura', club: 'Meadow', score: 97},
  {id: 'p7', name: 'Amir', club: 'Harbor', score: 70},
  {id: 'p8', name: 'Andre', club: 'Summit', score: 88},
  {id: 'p9', name: 'Clara', club: 'Meadow', score: 59},
  {id: 'p10', name: 'Eva', club: 'Harbor', score: 81},
  {id: 'p11', name: 'Noah', club: 'Summit', score: 73},
  {id: 'p12', name: 'Yuki', club: 'Meadow', score: 66},
  {id: 'p13', name: 'Sara', club: 'Harbor', score: 94},
  {id: 'p14', name: 'Ruth', club: 'Summit', score: 80},
];
