export interface Person {
  name: {
    firstName: string;
    lastName: string;
  };
  address: string;
  city: string;
  state: string;
}

export const data: Person[] = [
  {name: {firstName: 'Ava', lastName: 'Okafor'}, address: '12 Alder Lane', city: 'Portland', state: 'Oregon'},
  {name: {firstName: 'Liam', lastName: 'Lindqvist'}, address: '480 Birch Street', city: 'Austin', state: 'Texas'},
  {name: {firstName: 'Maya', lastName: 'Moreau'}, address: '9 Cedar Court', city: 'Denver', state: 'Colorado'},
  {name: {firstName: 'Noah', lastName: 'Tanaka'}, address: '77 Dogwood Road', city: 'Madison', state: 'Wisconsin'},
  {name: {firstName: 'Zoe', lastName: 'Novak'}, address: '305 Elm Avenue', city: 'Boise', state: 'Idaho'},
];
