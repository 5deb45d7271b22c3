export interface Runner {
  name: string;
  club: string;
  time: string;
}

// a fixed list in entry order (the order the data arrives in); times are mm:ss, so they sort as text
export const runners: Runner[] = [
  {name: 'Ada Lindqvist', club: 'Harbour AC', time: '41:12'},
  {name: 'Bruno Costa', club: 'Ridge Runners', time: '38:47'},
  {name: 'Chloe Martin', club: 'Harbour AC', time: '44:05'},
  {name: 'Dev Patel', club: 'City Striders', time: '39:30'},
  {name: 'Elif Yilmaz', club: 'Ridge Runners', time: '42:58'},
  {name: 'Finn Byrne', club: 'City Striders', time: '37:59'},
  {name: 'Grace Mwangi', club: 'Harbour AC', time: '40:21'},
  {name: 'Hugo Schmidt', club: 'Ridge Runners', time: '45:40'},
  {name: 'Ines Duarte', club: 'City Striders', time: '39:02'},
  {name: 'Jae-won Kim', club: 'Harbour AC', time: '43:17'},
  {name: 'Kofi Mensah', club: 'Ridge Runners', time: '36:44'},
  {name: 'Lena Novak', club: 'City Striders', time: '41:55'},
];
