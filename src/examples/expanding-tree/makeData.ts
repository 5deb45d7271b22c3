export interface Member {
  name: string;
  role: string;
  location: string;
  /** Direct reports; leave it out for people without any. */
  subRows?: Member[];
}

export const data: Member[] = [
  {
    name: 'Helena Varga',
    role: 'VP Engineering',
    location: 'Budapest',
    subRows: [
      {
        name: 'Samuel Osei',
        role: 'Engineering Manager',
        location: 'Accra',
        subRows: [
          {name: 'Yuki Sato', role: 'Frontend Engineer', location: 'Kyoto'},
          {name: 'Rafael Duarte', role: 'Backend Engineer', location: 'Lisbon'},
        ],
      },
      {name: 'Nadia Petrova', role: 'Staff Engineer', location: 'Sofia'},
    ],
  },
  {
    name: 'Marcus Bell',
    role: 'VP Sales',
    location: 'Chicago',
    subRows: [
      {name: 'Olivia Grant', role: 'Account Executive', location: 'Toronto'},
      {name: 'Tariq Aziz', role: 'Sales Engineer', location: 'Dubai'},
    ],
  },
  {name: 'Ines Laurent', role: 'Chief of Staff', location: 'Lyon'},
];
