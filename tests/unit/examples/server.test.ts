import {createDatabase, handleRequest, validateUser, type Database} from '@site/src/demo-api/server';
import {makePeople} from '@site/src/demo-api/db';

const url = (path: string) => new URL(path, 'http://localhost');
const get = (db: Database, path: string) => handleRequest(db, 'GET', url(path), null);
type Page = {data: {id: string; age: number; firstName: string; city: string}[]; meta: {totalRowCount: number}};

describe('stand-in API: /demo-api/people', () => {
  const db = createDatabase();

  test('data is the same on every load (seeded)', () => {
    expect(makePeople(5)).toEqual(makePeople(5));
    expect(createDatabase().people[0]).toEqual(db.people[0]);
  });

  test('pages with start and size', () => {
    const page = get(db, '/demo-api/people?start=10&size=5').body as Page;
    expect(page.data.map((p) => p.id)).toEqual(['11', '12', '13', '14', '15']);
    expect(page.meta.totalRowCount).toBe(1000);
  });

  test('sorts by a column, descending', () => {
    const sorting = encodeURIComponent(JSON.stringify([{id: 'age', desc: true}]));
    const page = get(db, `/demo-api/people?size=100&sorting=${sorting}`).body as Page;
    const ages = page.data.map((p) => p.age);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    expect(ages[0]).toBe(Math.max(...db.people.map((p) => p.age)));
  });

  test('filters by column and globally, case-insensitively', () => {
    const filters = encodeURIComponent(JSON.stringify([{id: 'city', value: 'portland'}]));
    const byColumn = get(db, `/demo-api/people?size=100&filters=${filters}`).body as Page;
    expect(byColumn.meta.totalRowCount).toBe(db.people.filter((p) => p.city === 'Portland').length);
    expect(byColumn.data.every((p) => p.city === 'Portland')).toBe(true);
    const global = get(db, '/demo-api/people?globalFilter=AUSTIN').body as Page;
    expect(global.meta.totalRowCount).toBe(db.people.filter((p) => p.city === 'Austin').length);
  });

  test('junk parameters fall back to defaults instead of failing', () => {
    const page = get(db, '/demo-api/people?start=-4&size=abc&sorting=%7Bnope&filters=<script>').body as Page;
    expect(page.data).toHaveLength(10);
    expect(page.data[0].id).toBe('1');
  });
});

describe('stand-in API: /demo-api/users', () => {
  test('creates, updates and deletes, refusing invalid input with field errors', () => {
    const db = createDatabase();
    const before = (get(db, '/demo-api/users').body as unknown[]).length;

    const invalid = handleRequest(db, 'POST', url('/demo-api/users'), JSON.stringify({firstName: '', email: 'nope'}));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Enter a valid email address',
      },
    });

    const created = handleRequest(
      db,
      'POST',
      url('/demo-api/users'),
      JSON.stringify({firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com'}),
    );
    expect(created.status).toBe(201);
    const id = (created.body as {id: string}).id;
    expect(get(db, '/demo-api/users').body).toHaveLength(before + 1);

    const updated = handleRequest(db, 'PUT', url(`/demo-api/users/${id}`), JSON.stringify({lastName: 'Lovelace'}));
    expect(updated).toEqual({status: 200, body: expect.objectContaining({id, firstName: 'Ada', lastName: 'Lovelace'})});
    expect(handleRequest(db, 'PUT', url(`/demo-api/users/${id}`), JSON.stringify({email: 'x'})).status).toBe(400);

    expect(handleRequest(db, 'DELETE', url(`/demo-api/users/${id}`), null).status).toBe(204);
    expect(handleRequest(db, 'DELETE', url(`/demo-api/users/${id}`), null).status).toBe(404);
    expect(get(db, '/demo-api/users').body).toHaveLength(before);
  });

  test('a body that is not JSON and unknown paths get clear errors', () => {
    const db = createDatabase();
    expect(handleRequest(db, 'POST', url('/demo-api/users'), '{oops').status).toBe(400);
    expect(get(db, '/demo-api/nothing-here').status).toBe(404);
  });

  test('validateUser accepts a complete user', () => {
    expect(validateUser({firstName: 'A', lastName: 'B', email: 'a@b.co'})).toEqual({});
  });
});
