import {updateUser, ValidationError, type User} from './usersApi';
import {cellKey} from './validate';

export interface SaveOutcome {
  /** Users the server stored. */
  savedIds: string[];
  /** The server's messages for the users it refused, per cell (`cellKey`). */
  cellErrors: Record<string, string>;
  /** True when a request failed for another reason (e.g. the network). */
  failed: boolean;
}

/** One PUT per changed user; allSettled, so one refusal does not hide the others' success. */
export async function saveUsers(changed: User[]): Promise<SaveOutcome> {
  const results = await Promise.allSettled(changed.map(updateUser));
  const outcome: SaveOutcome = {savedIds: [], cellErrors: {}, failed: false};
  results.forEach((result, index) => {
    const user = changed[index];
    if (result.status === 'fulfilled') {
      outcome.savedIds.push(user.id);
    } else if (result.reason instanceof ValidationError) {
      for (const [field, message] of Object.entries(result.reason.fieldErrors)) {
        outcome.cellErrors[cellKey(user.id, field)] = message;
      }
    } else {
      outcome.failed = true;
    }
  });
  return outcome;
}
