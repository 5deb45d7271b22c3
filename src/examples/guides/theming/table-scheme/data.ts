export interface Station {
  id: string;
  name: string;
  line: string;
  opened: number;
  riders: number;
}

export const stations: Station[] = [
  {id: 's1', name: 'Harbour Gate', line: 'Blue', opened: 1912, riders: 18400},
  {id: 's2', name: 'Mill Lane', line: 'Green', opened: 1958, riders: 6200},
  {id: 's3', name: 'Observatory', line: 'Blue', opened: 1931, riders: 9800},
  {id: 's4', name: 'Quarry Road', line: 'Orange', opened: 1987, riders: 4100},
  {id: 's5', name: 'Riverside', line: 'Green', opened: 1904, riders: 22700},
];
