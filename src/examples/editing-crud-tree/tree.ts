import type {Employee} from './makeData';

export type EmployeeFields = Omit<Employee, 'id' | 'subRows'>;

/**
 * Rebuilds only the path to the employee `change` applies to: that employee
 * and its managers become new objects, every other branch is reused as is.
 * Returns the same array when no employee matched.
 */
function changeEmployee(tree: Employee[], id: string, change: (employee: Employee) => Employee): Employee[] {
  let changed = false;
  const next = tree.map((employee) => {
    if (employee.id === id) {
      changed = true;
      return change(employee);
    }
    if (!employee.subRows) return employee;
    const subRows = changeEmployee(employee.subRows, id, change);
    if (subRows === employee.subRows) return employee;
    changed = true;
    return {...employee, subRows};
  });
  return changed ? next : tree;
}

/** A copy of the tree with one employee's fields replaced, wherever it sits. */
export function updateEmployee(tree: Employee[], id: string, fields: EmployeeFields): Employee[] {
  return changeEmployee(tree, id, (employee) => ({...employee, ...fields}));
}

/** A copy of the tree with `child` as the first report of `parentId` (or first at the top level when null). */
export function addEmployee(tree: Employee[], parentId: string | null, child: Employee): Employee[] {
  if (parentId === null) return [child, ...tree];
  return changeEmployee(tree, parentId, (parent) => ({...parent, subRows: [child, ...(parent.subRows ?? [])]}));
}

/** A copy of the tree without one employee (and the reports under them), wherever it sits. */
export function removeEmployee(tree: Employee[], id: string): Employee[] {
  const kept = tree.filter((employee) => employee.id !== id);
  if (kept.length < tree.length) return kept;
  let changed = false;
  const next = tree.map((employee) => {
    if (!employee.subRows) return employee;
    const subRows = removeEmployee(employee.subRows, id);
    if (subRows === employee.subRows) return employee;
    changed = true;
    return {...employee, subRows};
  });
  return changed ? next : tree;
}

/** How many people report to this employee, directly or further down. */
export const countReports = (employee: Employee): number =>
  (employee.subRows ?? []).reduce((sum, report) => sum + 1 + countReports(report), 0);

/** An id no employee in the tree uses yet. */
export function nextId(tree: Employee[]): string {
  let max = 0;
  const visit = (employees: Employee[]) => {
    for (const employee of employees) {
      max = Math.max(max, Number(employee.id) || 0);
      if (employee.subRows) visit(employee.subRows);
    }
  };
  visit(tree);
  return String(max + 1);
}
