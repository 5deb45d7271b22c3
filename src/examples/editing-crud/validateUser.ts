import type {FieldErrors, UserInput} from './usersApi';

/**
 * The checks the browser makes before anything is sent. They catch the common
 * mistakes instantly; the server still has the final word (its email rule is
 * stricter), and the form shows whatever it refuses too.
 */
export function validateUser(user: UserInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!user.firstName.trim()) errors.firstName = 'First name is required';
  if (!user.lastName.trim()) errors.lastName = 'Last name is required';
  if (!user.email.trim()) errors.email = 'Email is required';
  else if (!user.email.includes('@')) errors.email = 'An email address needs an @';
  return errors;
}

/** Reads the form values MRT passes to the save callbacks into a typed object. */
export function toUserInput(values: Record<string, unknown>): UserInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    state: text(values.state),
  };
}
