// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING_BAR, LoadingBar } from './loading-bar';
import { renderWithRouter } from './render-with-router';

afterEach(cleanup);
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('loading bar', () => {
  it('is #2f9fd3 and 2 px, waits 200 ms before showing, fills while loading and hides after', async () => {
    let release: () => void = () => {};
    const { router, container } = renderWithRouter(() => <p>top</p>, {
      frame: () => <LoadingBar />,
      routes: [{ path: '/slow', loader: () => new Promise<void>((r) => (release = r)) }],
    });
    await sleep(10);
    const bar = () => container.ownerDocument.querySelector('.loading-bar') as HTMLElement;
    expect(LOADING_BAR).toMatchObject({ color: '#2f9fd3', height: 2, throttle: 200, duration: 5000 });
    expect(bar().style.opacity).toBe('0');

    act(() => {
      void router.navigate({ to: '/slow' });
    });
    await sleep(100);
    expect(bar().style.opacity, 'not before the 200 ms throttle').toBe('0');
    await sleep(450);
    expect(bar().style.opacity).toBe('1');
    expect(bar().style.height).toBe('2px');
    expect(Number.parseFloat(bar().style.width)).toBeGreaterThan(0);
    expect(Number.parseFloat(bar().style.width)).toBeLessThan(20);

    await act(async () => release());
    await sleep(50);
    expect(bar().style.width).toBe('100%');
    await sleep(500);
    expect(bar().style.opacity).toBe('0');
  });
});
