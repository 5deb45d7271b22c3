export interface Task {
  id: string;
  title: string;
  owner: string;
  due: string;
}

// a fixed list: archiving a task removes it, so the row numbers close the gap
export const tasks: Task[] = [
  {id: 't1', title: 'Draft the migration plan', owner: 'Amara', due: 'Mon 3 Mar'},
  {id: 't2', title: 'Write release notes', owner: 'Jonas', due: 'Tue 4 Mar'},
  {id: 't3', title: 'Review the pricing page', owner: 'Priya', due: 'Wed 5 Mar'},
  {id: 't4', title: 'Fix the login redirect', owner: 'Mateo', due: 'Thu 6 Mar'},
  {id: 't5', title: 'Plan the team offsite', owner: 'Lena', due: 'Fri 7 Mar'},
];
