export interface Employee {
  id: string;
  name: string;
  title: string;
  location: string;
  /** The people who report to this employee. */
  subRows?: Employee[];
}

/** A fixed org chart, three levels deep: the table keeps its own copy in React state and edits that. */
export const initialEmployees: Employee[] = [
  {
    id: '1',
    name: 'Ava Okafor',
    title: 'Head of Engineering',
    location: 'Portland',
    subRows: [
      {
        id: '2',
        name: 'Liam Lindqvist',
        title: 'Engineering Manager',
        location: 'Austin',
        subRows: [
          {id: '3', name: 'Noah Tanaka', title: 'Software Engineer', location: 'Austin'},
          {id: '4', name: 'Iris Haddad', title: 'Software Engineer', location: 'Denver'},
        ],
      },
      {id: '5', name: 'Zoe Novak', title: 'QA Engineer', location: 'Portland'},
    ],
  },
  {
    id: '6',
    name: 'Maya Moreau',
    title: 'Head of Design',
    location: 'Denver',
    subRows: [{id: '7', name: 'Omar Rossi', title: 'Product Designer', location: 'Boise'}],
  },
  {id: '8', name: 'Ethan Schmidt', title: 'Office Manager', location: 'Madison'},
];
