/**
 * The calls this example makes to its backend. On this site they are answered
 * by an in-page stand-in for a REST API; in your app, point them at your server.
 */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  state: string;
}

/** A new user: every field but the id, which the server assigns. */
export type UserInput = Omit<User, 'id'>;

/** One message per invalid field, as the server returns them with a 400 status. */
export type FieldErrors = Partial<Record<keyof UserInput, string>>;

/** Thrown when the server refuses the data (400 with `{errors}`), so the form can show why. */
export class ValidationError extends Error {
  readonly fieldErrors: FieldErrors;

  constructor(fieldErrors: FieldErrors) {
    super('The server refused the data');
    this.name = 'ValidationError';
    this.fieldErrors = fieldErrors;
  }
}

async function send<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {...init, headers: {'Content-Type': 'application/json'}});
  if (response.status === 400) {
    const body = (await response.json()) as {errors?: FieldErrors};
    if (body.errors) throw new ValidationError(body.errors);
  }
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const usersUrl = '/demo-api/users';

export const fetchUsers = () => send<User[]>(usersUrl);

export const createUser = (user: UserInput) => send<User>(usersUrl, {method: 'POST', body: JSON.stringify(user)});

export const updateUser = (user: User) =>
  send<User>(`${usersUrl}/${encodeURIComponent(user.id)}`, {method: 'PUT', body: JSON.stringify(user)});

export const deleteUser = (id: string) => send<void>(`${usersUrl}/${encodeURIComponent(id)}`, {method: 'DELETE'});
