// The claims suite: the unit tests' setup, plus what every claims file needs.
import '../unit/setup';

// MRT requires the three date pickers of @mui/x-date-pickers when it loads (a quarter to a third of a second of
// module loading in every test file), though it renders them only for the date and time filter variants. Each
// stand-in below loads the real module on the first read of any of its exports and from then on answers as that
// module: a file that renders a picker gets the real one, the others skip the loading. (`jest.mock` takes only
// literal module names, and its factories may only use names that start with `mock`.)
function mockLoadOnFirstUse(load: () => object): object {
  let real: object | undefined;
  const actual = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_target, key) => Reflect.get(actual(), key),
      has: (_target, key) => Reflect.has(actual(), key),
      ownKeys: () => Reflect.ownKeys(actual()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(actual(), key);
        // a proxy may only report an own property the (empty) target lacks as configurable
        return descriptor && {...descriptor, configurable: true};
      },
    },
  );
}
jest.mock('@mui/x-date-pickers/DatePicker', () =>
  mockLoadOnFirstUse(() => jest.requireActual('@mui/x-date-pickers/DatePicker')),
);
jest.mock('@mui/x-date-pickers/DateTimePicker', () =>
  mockLoadOnFirstUse(() => jest.requireActual('@mui/x-date-pickers/DateTimePicker')),
);
jest.mock('@mui/x-date-pickers/TimePicker', () =>
  mockLoadOnFirstUse(() => jest.requireActual('@mui/x-date-pickers/TimePicker')),
);
