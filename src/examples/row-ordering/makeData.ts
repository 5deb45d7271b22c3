export interface Task {
  id: string;
  title: string;
  owner: string;
  estimate: number; // hours
}

export const initialData: Task[] = [
  {id: 't1', title: 'Write release notes', owner: 'Hana', estimate: 2},
  {id: 't2', title: 'Fix login redirect', owner: 'Omar', estimate: 5},
  {id: 't3', title: 'Review pricing page', owner: 'Greta', estimate: 1},
  {id: 't4', title: 'Migrate billing cron', owner: 'Dev', estimate: 8},
  {id: 't5', title: 'Update onboarding emails', owner: 'Lena', estimate: 3},
  {id: 't6', title: 'Audit access logs', owner: 'Marco', estimate: 4},
];

/** A copy of `items` with the item at `from` moved to position `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
