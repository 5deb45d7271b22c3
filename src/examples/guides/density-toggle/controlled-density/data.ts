export interface Employee {
  name: string;
  role: string;
  office: string;
  started: number;
}

// a fixed list, short enough that every cell fits on one line at each density
export const employees: Employee[] = [
  {name: 'Amara Okafor', role: 'Engineer', office: 'Lagos', started: 2019},
  {name: 'Jonas Weber', role: 'Designer', office: 'Berlin', started: 2021},
  {name: 'Mei Tanaka', role: 'Product manager', office: 'Osaka', started: 2016},
  {name: 'Lucas Ferreira', role: 'Engineer', office: 'Porto', started: 2023},
  {name: 'Priya Nair', role: 'Data analyst', office: 'Pune', started: 2020},
];
