// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { planIdSearch } from '../plan-search';
import { PlanCreatePage, PlanEditPage } from './plan-form-page';
import { planOf, renderPlanPage } from './plan-test-kit';

let updates: Record<string, unknown>[];
let creates: Record<string, unknown>[];
const api = startApiFakes(
  fakeGet('getplan', () => ({ plan: planOf() })),
  fakeGet('gethotelinfo', () => Response.json({ hotel: { languages: ['ja', 'en'] } })),
  fakeGet('getaudit', () => ({ entries: [], total: 0, page: 1, per_page: 20 })),
  fakeGet('getrooms', () =>
    Response.json({
      rooms: [
        { room_id: 101, names: { ja: '和室' }, is_visible: true },
        { room_id: 102, names: { ja: '洋室' }, is_visible: true },
      ],
    }),
  ),
  fakePost('updateplan', (body) => {
    updates.push(body as Record<string, unknown>);
    const { hotel_id: _, ...rest } = body;
    return { plan: planOf({ ...rest, secret_url: rest.secret_url ?? null }) };
  }),
  fakePost('createplan', (body) => {
    creates.push(body as Record<string, unknown>);
    return Response.json({ plan_id: 150 }, { status: 201 });
  }),
);

beforeEach(() => {
  updates = [];
  creates = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the plan form', () => {
  it('saves an edit as the plan getplan answered, with the changed title and an added room', async () => {
    renderPlanPage(PlanEditPage, planIdSearch, '/admin/hotel/plan/edit?plan_id=101');
    const title = (await screen.findByLabelText(/プラン名/)) as HTMLInputElement;
    expect(title.value).toBe('朝食付きプラン');
    fireEvent.change(title, { target: { value: '朝食付き・早割' } });
    fireEvent.click(await screen.findByLabelText('洋室'));
    fireEvent.click(screen.getByRole('button', { name: 'プランを保存' }));
    await screen.findByTestId('plan-saved');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      hotel_id: 1,
      plan_id: 101,
      titles: { ja: '朝食付き・早割', en: 'With breakfast' },
      room_ids: [101, 102],
      sale_end: null,
    });
    expect(screen.getByTestId('plan-history')).toBeTruthy();
  });

  it('shows the server’s issue on its field (min nights above max)', async () => {
    api.use(
      fakePost('updateplan', () =>
        apiError(422, 'validation_failed', [
          { path: 'max_nights', code: 'min_nights_above_max', message: 'x' },
        ]),
      ),
    );
    renderPlanPage(PlanEditPage, planIdSearch, '/admin/hotel/plan/edit?plan_id=101');
    await screen.findByDisplayValue('朝食付きプラン');
    fireEvent.click(screen.getByRole('button', { name: 'プランを保存' }));
    expect(await screen.findByText('最短泊数が最長泊数を超えています。')).toBeTruthy();
    expect(screen.getByLabelText('最長泊数').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a room before creating a plan, without calling the server', async () => {
    renderPlanPage(PlanCreatePage, v.object({}), '/admin/hotel/plan/create');
    fireEvent.change(await screen.findByLabelText(/プラン名/), { target: { value: '素泊まり' } });
    fireEvent.click(screen.getByRole('button', { name: 'プランを作成' }));
    expect(await screen.findByText('販売する部屋を1つ以上選択してください。')).toBeTruthy();
    expect(creates).toEqual([]);
  });

  it('creates a plan and opens its edit screen', async () => {
    const router = renderPlanPage(PlanCreatePage, v.object({}), '/admin/hotel/plan/create');
    fireEvent.change(await screen.findByLabelText(/プラン名/), { target: { value: '素泊まり' } });
    fireEvent.click(await screen.findByLabelText('和室'));
    fireEvent.click(screen.getByRole('button', { name: 'プランを作成' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toMatchObject({ hotel_id: 1, titles: { ja: '素泊まり' }, room_ids: [101] });
    await waitFor(() => expect(router.state.location.href).toBe('/admin/hotel/plan/edit?plan_id=150'));
  });
});
