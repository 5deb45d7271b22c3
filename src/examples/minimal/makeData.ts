export interface Planet {
  name: string;
  type: string;
  moons: number;
  /** Mean distance from the Sun in astronomical units. */
  distanceAu: number;
}

// 13 rows: more than MRT's default page of 10, so the demo shows that pagination is really off
export const data: Planet[] = [
  {name: 'Mercury', type: 'Terrestrial', moons: 0, distanceAu: 0.39},
  {name: 'Venus', type: 'Terrestrial', moons: 0, distanceAu: 0.72},
  {name: 'Earth', type: 'Terrestrial', moons: 1, distanceAu: 1},
  {name: 'Mars', type: 'Terrestrial', moons: 2, distanceAu: 1.52},
  {name: 'Jupiter', type: 'Gas giant', moons: 95, distanceAu: 5.2},
  {name: 'Saturn', type: 'Gas giant', moons: 146, distanceAu: 9.58},
  {name: 'Uranus', type: 'Ice giant', moons: 28, distanceAu: 19.2},
  {name: 'Neptune', type: 'Ice giant', moons: 16, distanceAu: 30.05},
  {name: 'Ceres', type: 'Dwarf planet', moons: 0, distanceAu: 2.77},
  {name: 'Pluto', type: 'Dwarf planet', moons: 5, distanceAu: 39.48},
  {name: 'Haumea', type: 'Dwarf planet', moons: 2, distanceAu: 43.1},
  {name: 'Makemake', type: 'Dwarf planet', moons: 1, distanceAu: 45.4},
  {name: 'Eris', type: 'Dwarf planet', moons: 1, distanceAu: 67.9},
];
