// @vitest-environment happy-dom
import { GUEST_PAGES } from '@tomaru/domain/pages';
import { describe, expect, it } from 'vitest';
import { routes } from './index';

describe('the guest route list', () => {
  it('registers every page the worker serves, once, and no other', () => {
    const paths = routes.map((r) => r.path).sort();
    expect(paths, 'a page the worker answers 404 for, or a page shown with 200 but unreachable').toEqual(
      Object.values(GUEST_PAGES).sort(),
    );
  });
});
