import {expect, test} from '@playwright/test';

import {openExample, realErrors, rowWith, watchFor} from './harness';

const COUNT_REQUESTS = `
  window.__detailRequests = [];
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/\\/details$/.test(url) && !(init && init.headers && init.headers['x-test'])) window.__detailRequests.push(url);
    return originalFetch.call(this, input, init);
  };
`;

interface Details {
  bio: string;
  address: string;
  skills: string[];
}

test('lazy-detail-panel: a row’s details are fetched when it opens (loading state first), then cached', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'lazy-detail-panel');
  try {
    await page.evaluate(COUNT_REQUESTS);
    const requests = () => page.evaluate(() => (window as unknown as {__detailRequests: string[]}).__detailRequests);
    const people: {id: string; firstName: string; lastName: string}[] = await page.evaluate(() =>
      fetch('/demo-api/people?size=10', {headers: {'x-test': '1'}})
        .then((response) => response.json())
        .then((answer) => answer.data),
    );
    const [first, second] = people;
    const details = (id: string): Promise<Details> =>
      page.evaluate(
        (personId) => fetch(`/demo-api/people/${personId}/details`, {headers: {'x-test': '1'}}).then((r) => r.json()),
        id,
      );
    const firstDetails = await details(first.id);
    const firstName = `${first.firstName} ${first.lastName}`;
    await rowWith(demo, first.lastName).waitFor({timeout: 10000});

    // nothing is fetched for the panels until a row opens
    expect(await requests()).toEqual([]);
    expect(await demo.getByText(firstDetails.bio).count()).toBe(0);

    // the loading state can come and go between two of Playwright's polls on a busy machine: watch for it
    const sawLoading = await watchFor(demo, '[role="status"]', `Loading details for ${firstName}…`);
    await demo.getByRole('button', {name: `Expand ${firstName}`}).click();
    await demo.getByText(firstDetails.bio).waitFor({timeout: 10000});
    expect(await sawLoading()).toBe(true);
    await demo.getByText(firstDetails.address, {exact: false}).waitFor();
    await demo.getByText(firstDetails.skills.join(', '), {exact: true}).waitFor();
    expect(await requests()).toEqual([expect.stringContaining(`/demo-api/people/${first.id}/details`)]);

    // another row: its own request, its own details
    const secondDetails = await details(second.id);
    const secondName = `${second.firstName} ${second.lastName}`;
    await demo.getByRole('button', {name: `Expand ${secondName}`}).click();
    await demo.getByText(secondDetails.bio).waitFor({timeout: 10000});
    expect(await requests()).toHaveLength(2);

    // closing and reopening the first row: shown from the cache, no loading state, no request
    await demo.getByRole('button', {name: `Collapse ${firstName}`}).click();
    await demo.getByText(firstDetails.bio).waitFor({state: 'detached'});
    await demo.getByRole('button', {name: `Expand ${firstName}`}).click();
    await demo.getByText(firstDetails.bio).waitFor();
    expect(await demo.getByText(`Loading details for ${firstName}…`).count()).toBe(0);
    expect(await requests()).toHaveLength(2);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
