import {createDatabase, handleRequest, type Database} from '@site/src/demo-api/server';
import {EVENT_COUNT} from '@site/src/demo-api/routes/events';
import {handleLazyRoutes} from '@site/src/demo-api/routes/lazy';
import {orgChildCount} from '@site/src/demo-api/routes/org';

const url = (path: string) => new URL(path, 'http://localhost');
const get = (db: Database, path: string) => handleRequest(db, 'GET', url(path), null, handleLazyRoutes);

describe('stand-in API: endpoints for on-demand examples', () => {
  const db = createDatabase();

  test('/people/:id/details answers the same details for a person every time, 404 for an unknown id', () => {
    const first = get(db, '/demo-api/people/3/details');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(get(createDatabase(), '/demo-api/people/3/details').body);
    const details = first.body as {id: string; address: string; skills: string[]; projects: unknown[]};
    expect(details.id).toBe('3');
    expect(details.address).toContain(db.people[2].city);
    expect(details.skills.length).toBeGreaterThanOrEqual(2);
    expect(get(db, '/demo-api/people/3/details').body).not.toEqual(get(db, '/demo-api/people/4/details').body);
    expect(get(db, '/demo-api/people/99999/details').status).toBe(404);
    expect(handleRequest(db, 'POST', url('/demo-api/people/3/details'), '{}', handleLazyRoutes).status).toBe(405);
  });

  test('/org answers one level of the tree per request, with report counts that match the children', () => {
    const roots = (get(db, '/demo-api/org').body as {data: {id: string; reportCount: number; title: string}[]}).data;
    expect(roots.map((node) => node.id)).toEqual(['1', '2', '3', '4']);
    expect(roots.every((node) => node.title === 'Director' && node.reportCount >= 2)).toBe(true);
    for (const root of roots) {
      const children = (get(db, `/demo-api/org?parentId=${root.id}`).body as {data: {id: string}[]}).data;
      expect(children.map((child) => child.id)).toEqual(
        Array.from({length: root.reportCount}, (_, i) => `${root.id}.${i + 1}`),
      );
    }
    expect(orgChildCount('1.1.1.1')).toBe(0);
    expect(get(db, '/demo-api/org?parentId=9').status).toBe(404);
    expect(get(db, '/demo-api/org?parentId=1.99').status).toBe(404);
    expect(get(db, '/demo-api/org?parentId=<b>').status).toBe(404);
  });

  test('/sales/columns and /sales agree: every row has a value for every column; quarters sum their months', () => {
    for (const period of ['quarter', 'month']) {
      const {columns} = get(db, `/demo-api/sales/columns?period=${period}`).body as {columns: {id: string}[]};
      const {data} = get(db, `/demo-api/sales?period=${period}`).body as {data: Record<string, unknown>[]};
      expect(columns).toHaveLength(period === 'quarter' ? 5 : 13);
      for (const row of data) expect(Object.keys(row).sort()).toEqual(columns.map((c) => c.id).sort());
    }
    const quarters = (get(db, '/demo-api/sales?period=quarter').body as {data: Record<string, number>[]}).data[0];
    const months = (get(db, '/demo-api/sales?period=month').body as {data: Record<string, number>[]}).data[0];
    expect(quarters.q1).toBe(months.jan + months.feb + months.mar);
    expect(get(db, '/demo-api/sales?period=decade').status).toBe(400);
  });

  test('/events pages with a cursor until nextCursor is null', () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let requests = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = get(db, `/demo-api/events?size=50${query}`).body as {
        data: {id: string}[];
        nextCursor: string | null;
        meta: {totalRowCount: number};
      };
      expect(page.meta.totalRowCount).toBe(EVENT_COUNT);
      ids.push(...page.data.map((event) => event.id));
      cursor = page.nextCursor;
      requests += 1;
    } while (cursor && requests < 20);
    expect(requests).toBe(Math.ceil(EVENT_COUNT / 50));
    expect(new Set(ids).size).toBe(EVENT_COUNT);
    expect(ids[0]).toBe('evt-0001');
    expect(get(db, '/demo-api/events?cursor=nope').status).toBe(400);
  });

  test('/events sorts, filters and searches on the server, and the cursor pages through that order', () => {
    type EventsPage = {data: {id: string; actor: string; action: string}[]; nextCursor: string | null};
    const sorting = encodeURIComponent(JSON.stringify([{id: 'actor', desc: false}]));
    const filters = encodeURIComponent(JSON.stringify([{id: 'action', value: 'MERGED'}]));
    const pages: EventsPage[] = [];
    let cursor = '';
    do {
      const page = get(db, `/demo-api/events?size=10&sorting=${sorting}&filters=${filters}${cursor}`)
        .body as EventsPage;
      pages.push(page);
      cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
    } while (cursor && pages.length < 30);
    const events = pages.flatMap((page) => page.data);
    expect(events.length).toBeGreaterThan(10);
    expect(new Set(events.map((event) => event.action))).toEqual(new Set(['merged']));
    const actors = events.map((event) => event.actor);
    expect(actors).toEqual([...actors].sort());
    const search = get(db, '/demo-api/events?size=100&globalFilter=design').body as {
      data: {target: string}[];
      meta: {totalRowCount: number};
    };
    expect(search.meta.totalRowCount).toBe(search.data.length);
    expect(search.data.every((event) => event.target.startsWith('design doc'))).toBe(true);
  });

  test('the existing resources still answer', () => {
    expect(get(db, '/demo-api/people?size=2').status).toBe(200);
    expect(get(db, '/demo-api/users').status).toBe(200);
    expect(get(db, '/demo-api/nothing').status).toBe(404);
  });
});
