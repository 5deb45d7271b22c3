import type {EmployeeFields} from './tree';

export type EmployeeErrors = Partial<Record<keyof EmployeeFields, string>>;

const text = (value: unknown) => (value == null ? '' : String(value)).trim();

/** The message for one field's value, or undefined when it is fine. */
export function validateField(field: string, value: unknown): string | undefined {
  if (field === 'name') return text(value) ? undefined : 'Name is required';
  if (field === 'title') return text(value) ? undefined : 'Title is required';
  return undefined;
}

/** Every field's message (empty when the row can be saved) and the cleaned-up values. */
export function checkEmployee(values: Record<string, unknown>): {errors: EmployeeErrors; fields: EmployeeFields} {
  const fields = {name: text(values.name), title: text(values.title), location: text(values.location)};
  const errors: EmployeeErrors = {};
  for (const field of ['name', 'title'] as const) {
    const message = validateField(field, fields[field]);
    if (message) errors[field] = message;
  }
  return {errors, fields};
}
