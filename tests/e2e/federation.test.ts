import { describe, expect, it } from 'vitest';
import { loginAs, newPage } from './helpers';

/** Counts React renderers registering with the devtools hook: a second React DOM would register too. */
const COUNT_RENDERERS = () => {
  const w = window as unknown as Record<string, unknown>;
  w.__renderers = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer: unknown) {
      w.__renderers = (w.__renderers as number) + 1;
      (this as { renderers: Map<number, unknown> }).renderers.set(w.__renderers as number, renderer);
      return w.__renderers;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

describe('module federation', () => {
  it('loads only one React, the shell’s, with the guest and back-office remotes', async () => {
    const page = await newPage({ width: 1280 });
    await page.addInitScript(COUNT_RENDERERS);
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(new URL(res.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tomaru', level: 1 }).waitFor();
    expect(
      scripts.some((s) => s.startsWith('/remotes/guest/')),
      'the top page comes from the guest remote',
    ).toBe(true);
    await loginAs(page, 'admin', 'admin');
    expect(
      scripts.some((s) => s.startsWith('/remotes/admin/')),
      'the admin top page comes from its remote',
    ).toBe(true);

    const reacts = scripts.filter((s) =>
      /__federation_shared_react(-dom)?-|\/react-dom-|\/react-[A-Za-z0-9_]+\.js$/.test(s),
    );
    expect(reacts.length).toBeGreaterThan(0);
    expect(
      reacts.filter((s) => s.startsWith('/remotes/')),
      'no remote loads its own React',
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);
  });

  it('reads the remote URLs from the runtime manifest', async () => {
    const page = await newPage();
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tomaru', level: 1 }).waitFor();
    expect(requested).toContain('/remotes.json');
    expect(requested).toContain('/remotes/guest/assets/remoteEntry.js');
  });

  it('reloads once when a remote chunk fails to load, and not again within 60 s', async () => {
    const page = await newPage();
    let documents = 0;
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.frame() === page.mainFrame()) documents++;
    });
    await page.route('**/remotes/guest/assets/__federation_expose_*', (route) => route.abort('failed'));

    await page.goto('/');
    // The failure reloads the page once; the second failure shows the error page instead.
    await page.getByRole('heading', { name: 'エラーが発生しました' }).waitFor();
    await page.waitForTimeout(500);
    expect(documents, 'first load + exactly one reload').toBe(2);

    documents = 0;
    await page.goto('/');
    await page.getByRole('heading', { name: 'エラーが発生しました' }).waitFor();
    await page.waitForTimeout(500);
    expect(documents, 'within 60 s: no reload').toBe(1);

    // Once the guard's 60 s have passed, a failure may reload again.
    await page.evaluate(() => sessionStorage.setItem('tomaru.chunkReloadAt', String(Date.now() - 61_000)));
    documents = 0;
    await page.goto('/');
    await page.getByRole('heading', { name: 'エラーが発生しました' }).waitFor();
    await page.waitForTimeout(500);
    expect(documents, 'after 60 s: one reload again').toBe(2);
  });
});
