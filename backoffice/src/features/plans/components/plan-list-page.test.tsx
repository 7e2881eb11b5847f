// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { planListSearch } from '../plan-search';
import { PlanListPage } from './plan-list-page';
import { planOf, renderPlanPage } from './plan-test-kit';

const PLANS = [
  planOf({
    warnings: [
      { code: 'no_price', room_id: 101, count: 12, first_date: '2026-12-01' },
      { code: 'no_color', room_id: null, count: 3, first_date: '2027-01-10' },
    ],
  }),
  planOf({ plan_id: 102, titles: { ja: '非公開のプラン' }, is_visible: false }),
  planOf({
    plan_id: 103,
    titles: { ja: '秘密のプラン' },
    is_secret: true,
    secret_url: 'vip',
    members_only: true,
  }),
];

let displayed: { plan_id: number; is_visible: boolean }[];
const api = startApiFakes(
  fakeGet('getplans', () => ({ plans: PLANS })),
  fakeGet('getrooms', () =>
    Response.json({ rooms: [{ room_id: 101, names: { ja: '和室' }, is_visible: true }] }),
  ),
  fakePost('updateplandisplay', (body) => {
    displayed.push(body);
    return { plan: planOf({ plan_id: body.plan_id, is_visible: body.is_visible }) };
  }),
);

beforeEach(() => {
  displayed = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the plan list', () => {
  it('lists every plan with its state and what it lacks to be sold', async () => {
    renderPlanPage(PlanListPage, planListSearch, '/admin/hotel/plan');
    const row = await screen.findByTestId('plan-row-101');
    expect(within(row).getByText('和室：料金のない販売日が12日あります（2026-12-01から）。')).toBeTruthy();
    expect(
      within(row).getByText('料金ランク（色）のない販売日が3日あります（2027-01-10から）。'),
    ).toBeTruthy();
    const secret = screen.getByTestId('plan-row-103');
    expect(within(secret).getByText('シークレット')).toBeTruthy();
    expect(within(secret).getByText('会員限定')).toBeTruthy();
    expect(screen.getByText('朝食付きプラン').getAttribute('href')).toBe(
      '/admin/hotel/plan/edit?plan_id=101',
    );
  });

  it('filters by the URL’s show, and puts a new filter in the URL', async () => {
    const router = renderPlanPage(PlanListPage, planListSearch, '/admin/hotel/plan?show=hidden');
    await screen.findByTestId('plan-row-102');
    expect(screen.queryByTestId('plan-row-101'), 'a visible plan is filtered out').toBeNull();
    fireEvent.click(screen.getByLabelText('シークレット'));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?show=secret'));
    await screen.findByTestId('plan-row-103');
    expect(screen.queryByTestId('plan-row-102')).toBeNull();
  });

  it('opens with every plan when the URL holds an unknown filter', async () => {
    renderPlanPage(PlanListPage, planListSearch, '/admin/hotel/plan?show=nope');
    await screen.findByTestId('plan-row-101');
    expect(screen.getByTestId('plan-row-102')).toBeTruthy();
  });

  it('hides a plan from guests with its display switch', async () => {
    renderPlanPage(PlanListPage, planListSearch, '/admin/hotel/plan/display');
    const button = await screen.findByRole('button', { name: '「朝食付きプラン」を非公開にする' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(displayed).toEqual([{ hotel_id: 1, plan_id: 101, is_visible: false }]));
  });

  it('shows a union the list without switches or links to change it', async () => {
    renderPlanPage(PlanListPage, planListSearch, '/admin/hotel/plan', { ...hotel1Office, viewer: 'union' });
    await screen.findByTestId('plan-row-101');
    expect(screen.queryByRole('button', { name: /非公開にする/ })).toBeNull();
    expect(screen.queryByText('プランを作成')).toBeNull();
  });

  it('says why when the server refuses the list', async () => {
    api.use(fakeGet('getplans', () => apiError(403, 'forbidden')));
    renderPlanPage(PlanListPage, planListSearch, '/admin/hotel/plan');
    expect((await screen.findByRole('alert')).textContent).toBe('この操作を行う権限がありません。');
  });
});
