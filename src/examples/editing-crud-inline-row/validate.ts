import type {Employee} from './makeData';

/** The columns a visitor can edit. */
export type EmployeeField = Exclude<keyof Employee, 'id'>;
export type EmployeeErrors = Partial<Record<EmployeeField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value: unknown) => (value == null ? '' : String(value)).trim();

/** The message for one field's value, or undefined when it is fine. */
export function validateField(field: string, value: unknown): string | undefined {
  switch (field) {
    case 'firstName':
      return text(value) ? undefined : 'First name is required';
    case 'lastName':
      return text(value) ? undefined : 'Last name is required';
    case 'email':
      return EMAIL.test(text(value)) ? undefined : 'Enter a valid email address';
    case 'department':
      return text(value) ? undefined : 'Choose a department';
    case 'age': {
      const age = Number(text(value));
      return text(value) && Number.isInteger(age) && age >= 18 && age <= 99
        ? undefined
        : 'Age must be a whole number from 18 to 99';
    }
    default:
      return undefined;
  }
}

/** Every field's message (an empty object when the row can be saved). */
export function validateEmployee(values: Record<string, unknown>): EmployeeErrors {
  const errors: EmployeeErrors = {};
  for (const field of ['firstName', 'lastName', 'email', 'age', 'department'] as const) {
    const message = validateField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The edited values as an Employee (text fields give strings, so the age is converted back). */
export function toEmployee(values: Record<string, unknown>, id: string): Employee {
  return {
    id,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    age: Number(text(values.age)),
    department: text(values.department),
  };
}
