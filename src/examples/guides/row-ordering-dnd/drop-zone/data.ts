export interface Task {
  id: string;
  task: string;
  owner: string;
}

// a fixed backlog: dropping a task on the "Done" box takes it out of this list
export const backlog: Task[] = [
  {id: 'task-1', task: 'Renew TLS certificate', owner: 'Ines'},
  {id: 'task-2', task: 'Archive 2023 invoices', owner: 'Tomas'},
  {id: 'task-3', task: 'Rotate API keys', owner: 'Ines'},
  {id: 'task-4', task: 'Book team offsite', owner: 'Priya'},
];
