import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from './helpers';

// The run serves on 127.0.0.1 and names it as PUBLIC_ORIGIN; `localhost` reaches the same worker
// under another host name, as a guest's bookmark or a mistyped address would.
const otherHost = baseURL.replace('127.0.0.1', 'localhost');

describe('one origin for the pages', () => {
  it('sends a guest who opens a page on another host name of the site to its origin, path and query kept', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(`${otherHost}/en/hotels/1?checkin=2099-01-01`);
    expect(page.url(), 'the same page on the site’s origin').toBe(
      `${baseURL}/en/hotels/1?checkin=2099-01-01`,
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('still answers the API on any host name', async () => {
    const res = await fetch(`${otherHost}/api/gethotels`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});
