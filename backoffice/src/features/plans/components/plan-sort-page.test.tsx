// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { PlanSortPage } from './plan-sort-page';
import { planOf, renderPlanPage } from './plan-test-kit';

let orders: { hotel_id: number; plan_ids: number[] }[];
const api = startApiFakes(
  fakeGet('getplans', () => ({
    plans: [
      planOf({ plan_id: 101, titles: { ja: '一番目' } }),
      planOf({ plan_id: 102, titles: { ja: '二番目' } }),
      planOf({ plan_id: 103, titles: { ja: '三番目' } }),
    ],
  })),
  fakePost('updateplandisplayorders', (body) => {
    orders.push(body);
    return { updated: 2 };
  }),
);

beforeEach(() => {
  orders = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const shownOrder = () =>
  within(screen.getByTestId('plan-sort'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

describe('sorting plans', () => {
  it('moves a plan up and saves the whole order once', async () => {
    renderPlanPage(PlanSortPage, v.object({}), '/admin/hotel/plan/sort');
    fireEvent.click(await screen.findByRole('button', { name: '「三番目」を上へ' }));
    expect(shownOrder()).toEqual(['一番目', '三番目', '二番目']);
    fireEvent.click(screen.getByRole('button', { name: '並び順を保存' }));
    await waitFor(() => expect(orders).toEqual([{ hotel_id: 1, plan_ids: [101, 103, 102] }]));
    expect(await screen.findByText('並び順を保存しました。')).toBeTruthy();
  });

  it('says why when the server refuses the order, keeping the clerk’s order on screen', async () => {
    api.use(fakePost('updateplandisplayorders', () => apiError(422, 'validation_failed')));
    renderPlanPage(PlanSortPage, v.object({}), '/admin/hotel/plan/sort');
    fireEvent.click(await screen.findByRole('button', { name: '「二番目」を下へ' }));
    fireEvent.click(screen.getByRole('button', { name: '並び順を保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('入力内容を確認してください。');
    expect(shownOrder()).toEqual(['一番目', '三番目', '二番目']);
  });
});
