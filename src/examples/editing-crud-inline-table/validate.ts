import type {FieldErrors, User, UserInput} from './usersApi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELDS: (keyof UserInput)[] = ['firstName', 'lastName', 'email', 'state'];

/** The message for one edited value, or undefined when it can be saved. */
export function validateField(field: string, value: string): string | undefined {
  switch (field as keyof UserInput) {
    case 'firstName':
      return value.trim() ? undefined : 'First name is required';
    case 'lastName':
      return value.trim() ? undefined : 'Last name is required';
    case 'email':
      return EMAIL.test(value.trim()) ? undefined : 'Enter a valid email address';
    default:
      return undefined;
  }
}

/** Every field's message for a new user (empty when it can be sent). */
export function validateUser(user: UserInput): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = validateField(field, user[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The values MRT passes to onCreatingRowSave, as a UserInput. */
export function toUserInput(values: Record<string, unknown>): UserInput {
  const text = (value: unknown) => (value == null ? '' : String(value)).trim();
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    state: text(values.state),
  };
}

/** Pending changes and messages are kept per cell under this key. */
export const cellKey = (userId: string, field: string) => `${userId}:${field}`;

/** Edited values not saved yet, per user id. */
export type Drafts = Record<string, Partial<UserInput>>;

/** Records a value left in a field, or forgets it when it is back to the stored one. */
export function recordDraft(drafts: Drafts, user: User, field: keyof UserInput, value: string): Drafts {
  const userDraft = {...drafts[user.id]};
  if (value === user[field]) delete userDraft[field];
  else userDraft[field] = value;
  const next = {...drafts};
  if (Object.keys(userDraft).length > 0) next[user.id] = userDraft;
  else delete next[user.id];
  return next;
}
