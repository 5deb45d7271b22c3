import type {UserInput} from './usersApi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** Pending changes and messages are kept per cell under this key. */
export const cellKey = (userId: string, field: string) => `${userId}:${field}`;
