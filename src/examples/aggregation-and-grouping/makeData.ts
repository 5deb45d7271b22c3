export interface Employee {
  name: string;
  team: string;
  level: 'Junior' | 'Mid' | 'Senior';
  age: number;
  salary: number; // yearly, US dollars
}

export const data: Employee[] = [
  {name: 'Aditi Rao', team: 'Platform', level: 'Senior', age: 41, salary: 152000},
  {name: 'Bram de Vries', team: 'Platform', level: 'Mid', age: 33, salary: 118000},
  {name: 'Carmen Ortiz', team: 'Design', level: 'Senior', age: 38, salary: 131000},
  {name: 'Dawit Bekele', team: 'Platform', level: 'Junior', age: 25, salary: 86000},
  {name: 'Esme Clarke', team: 'Design', level: 'Junior', age: 24, salary: 72000},
  {name: 'Farid Karimi', team: 'Mobile', level: 'Mid', age: 30, salary: 109000},
  {name: 'Gemma Rossi', team: 'Mobile', level: 'Senior', age: 45, salary: 147000},
  {name: 'Hugo Lefevre', team: 'Design', level: 'Mid', age: 29, salary: 97000},
  {name: 'Ivana Horvat', team: 'Mobile', level: 'Junior', age: 23, salary: 81000},
  {name: 'Jakob Weber', team: 'Platform', level: 'Mid', age: 36, salary: 124000},
];

export const formatDollars = (value: number) =>
  value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
