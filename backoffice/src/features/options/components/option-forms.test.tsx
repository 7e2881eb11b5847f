// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdditionalOption, AskedOption } from '@tomaru/domain/schemas/options';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { AdditionalOptionForm } from './additional-option-form';
import { AskedOptionForm } from './asked-option-form';

const ASKED: AskedOption = {
  option_id: 11,
  plan_id: null,
  texts: { ja: '送迎', en: 'Pick-up' },
  mandatory: true,
  choices: [
    { choice_id: 1, texts: { ja: 'はい', en: 'Yes' } },
    { choice_id: 2, texts: { ja: 'いいえ', en: 'No' } },
  ],
  display_order: 1,
};
const ADDITIONAL: AdditionalOption = {
  additional_option_id: 12,
  names: { ja: '夕食', en: 'Dinner' },
  unit_price: 3300,
  price_unit: 'person',
  max_num: 10,
  required: false,
  stock_managed: true,
  plan_ids: [],
  date_from: null,
  date_to: null,
  display_order: 1,
};

let posted: unknown[];
const api = startApiFakes(
  fakeGet(
    'getplans',
    () => ({ plans: [{ plan_id: 101, titles: { ja: '素泊まり' }, is_visible: true }] }) as never,
  ),
  fakePost('updateoption', (body) => {
    posted.push(body);
    return {
      option: {
        ...ASKED,
        ...body,
        choices: body.choices.map((c, i) => ({ choice_id: c.choice_id ?? 3 + i, texts: c.texts })),
        display_order: 1,
      },
      languages: ['ja', 'en'] as ('ja' | 'en')[],
    };
  }),
  fakePost('updateadditionaloption', (body) => {
    posted.push(body);
    return { additional_option: { ...ADDITIONAL, ...body }, languages: ['ja', 'en'] as ('ja' | 'en')[] };
  }),
);

beforeAll(() => {
  i18n.load('ja', {});
  i18n.activate('ja');
});
beforeEach(() => {
  posted = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderIn(node: ReactNode, frame = hotel1Office) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: ['/admin/hotel/option/edit'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <BackOfficeContext.Provider value={frame}>
          <RouterProvider router={router} />
        </BackOfficeContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the asked option form', () => {
  it('sends a new choice without an id and the English text typed in its tab', async () => {
    await renderIn(<AskedOptionForm option={ASKED} languages={['ja', 'en']} />);
    await screen.findByRole('form', { name: '選択式のオプション' });
    fireEvent.click(screen.getByRole('button', { name: '選択肢を追加' }));
    const ja = screen.getByRole('tabpanel', { name: /日本語/ });
    fireEvent.input(within(ja).getByLabelText(/選択肢 3/), { target: { value: '駅まで' } });
    fireEvent.click(screen.getByRole('tab', { name: '英語' }));
    const en = screen.getByRole('tabpanel', { name: /英語/ });
    fireEvent.input(within(en).getByLabelText(/選択肢 3/), { target: { value: 'To the station' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      hotel_id: 1,
      option_id: 11,
      choices: [
        { choice_id: 1, texts: { ja: 'はい', en: 'Yes' } },
        { choice_id: 2, texts: { ja: 'いいえ', en: 'No' } },
        { texts: { ja: '駅まで', en: 'To the station' } },
      ],
    });
    expect(
      (posted[0] as { choices: { choice_id?: number }[] }).choices[2]?.choice_id,
      'a new choice has no id',
    ).toBe(undefined);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '保存しました。');
  });

  it('refuses an empty Japanese choice, sends nothing and marks the Japanese tab', async () => {
    await renderIn(<AskedOptionForm option={ASKED} languages={['ja', 'en']} />);
    await screen.findByRole('form', { name: '選択式のオプション' });
    const ja = screen.getByRole('tabpanel', { name: /日本語/ });
    fireEvent.input(within(ja).getByLabelText(/選択肢 1/), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(posted, 'nothing is sent while the schema refuses').toEqual([]);
    expect(screen.getByRole('tab', { name: /日本語/ }).className).toContain('has-error');
  });

  it('shows a union the option read-only, without a save button', async () => {
    await renderIn(<AskedOptionForm option={ASKED} languages={['ja', 'en']} />, {
      ...hotel1Office,
      viewer: 'union',
    });
    await screen.findByRole('form', { name: '選択式のオプション' });
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByText('閲覧のみできます。')).toBeTruthy();
  });
});

describe('the additional option form', () => {
  it('sends the plans ticked and the price unit chosen', async () => {
    await renderIn(<AdditionalOptionForm option={ADDITIONAL} languages={['ja', 'en']} />);
    await screen.findByRole('form', { name: '追加オプション' });
    fireEvent.click(await screen.findByRole('checkbox', { name: /素泊まり/ }));
    fireEvent.change(screen.getByLabelText(/料金の単位/), { target: { value: 'night' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      additional_option_id: 12,
      plan_ids: [101],
      price_unit: 'night',
      unit_price: 3300,
    });
  });

  it('puts the server’s refusal of a field under that field', async () => {
    api.use(
      fakePost('updateadditionaloption', () =>
        apiError(422, 'validation_failed', [{ path: 'date_to', code: 'invalid_range', message: 'x' }]),
      ),
    );
    await renderIn(<AdditionalOptionForm option={ADDITIONAL} languages={['ja']} />);
    await screen.findByRole('form', { name: '追加オプション' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    await waitFor(() => expect(screen.getByLabelText('終了日').getAttribute('aria-invalid')).toBe('true'));
  });
});
