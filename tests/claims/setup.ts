// The claims suite: the unit tests' setup, and time for a full table to mount on a busy machine
// (a project's own `testTimeout` is not applied by this Jest).
import '../unit/setup';

jest.setTimeout(30000);
