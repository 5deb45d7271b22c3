export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  // shown only in the detail panel; members who have not filled in their profile have none
  address?: string;
  city?: string;
  country?: string;
  motto?: string;
}

export const data: Member[] = [
  {
    id: 'm1',
    firstName: 'Ava',
    lastName: 'Okafor',
    email: 'ava.okafor@example.com',
    address: '12 Alder Lane',
    city: 'Portland',
    country: 'United States',
    motto: 'Measure twice, ship once.',
  },
  {
    id: 'm2',
    firstName: 'Liam',
    lastName: 'Lindqvist',
    email: 'liam.lindqvist@example.com',
    address: '4 Sveavägen',
    city: 'Stockholm',
    country: 'Sweden',
    motto: 'Small steps, every day.',
  },
  {
    id: 'm3',
    firstName: 'Maya',
    lastName: 'Moreau',
    email: 'maya.moreau@example.com',
    address: '18 Rue des Lilas',
    city: 'Lyon',
    country: 'France',
    motto: 'Leave the code cleaner than you found it.',
  },
  {
    id: 'm4',
    firstName: 'Noah',
    lastName: 'Tanaka',
    email: 'noah.tanaka@example.com',
    address: '2-7 Sakura Dori',
    city: 'Osaka',
    country: 'Japan',
    motto: 'Ask the question nobody asked.',
  },
  {
    id: 'm5',
    firstName: 'Zoe',
    lastName: 'Novak',
    email: 'zoe.novak@example.com',
    address: '33 Vinohradská',
    city: 'Prague',
    country: 'Czechia',
    motto: 'Make it work, then make it clear.',
  },
  {id: 'm6', firstName: 'Ethan', lastName: 'Haddad', email: 'ethan.haddad@example.com'},
  {id: 'm7', firstName: 'Iris', lastName: 'Rossi', email: 'iris.rossi@example.com'},
];
