export type TaskStatus = 'To do' | 'In progress' | 'Done';

export interface Task {
  id: string;
  title: string;
  status: TaskStatus;
}

export const statuses: TaskStatus[] = ['To do', 'In progress', 'Done'];

// a fixed list: the finished task is the one the table refuses to edit
export const initialTasks: Task[] = [
  {id: 'T-1', title: 'Write the release notes', status: 'In progress'},
  {id: 'T-2', title: 'Review the pricing page', status: 'To do'},
  {id: 'T-3', title: 'Ship the invoice export', status: 'Done'},
  {id: 'T-4', title: 'Plan the team offsite', status: 'To do'},
];

/** The message for a title, or undefined when it is valid. */
export function titleError(title: string): string | undefined {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'A title is required';
  if (trimmed.length < 5) return 'Use at least 5 characters';
  return undefined;
}
