// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Question } from '@tomaru/domain/schemas/options';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { QuestionForm } from './question-form';

const QUESTION: Question = {
  question_id: 12,
  plan_id: null,
  texts: { ja: 'ご到着予定時刻' },
  mandatory: false,
  display_order: 2,
};

let posted: { call: string; body: unknown }[];
startApiFakes(
  fakeGet(
    'getplans',
    () => ({ plans: [{ plan_id: 101, titles: { ja: '素泊まり' }, is_visible: true }] }) as never,
  ),
  fakePost('updatequestion', (body) => {
    posted.push({ call: 'updatequestion', body });
    return { question: { ...QUESTION, ...body }, languages: ['ja' as const] };
  }),
  fakePost('deletequestion', (body) => {
    posted.push({ call: 'deletequestion', body });
    return { question_id: body.question_id };
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
  vi.unstubAllGlobals();
});

async function renderForm() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <QuestionForm question={QUESTION} languages={['ja']} /> }),
    history: createMemoryHistory({ initialEntries: ['/admin/hotel/question/edit'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <BackOfficeContext.Provider value={hotel1Office}>
          <RouterProvider router={router} />
        </BackOfficeContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('form', { name: '質問' });
}

describe('the question form', () => {
  it('asks the question of one plan only, made mandatory', async () => {
    await renderForm();
    await screen.findByRole('option', { name: '素泊まり' });
    fireEvent.change(screen.getByLabelText('対象プラン'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '回答を必須にする' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      call: 'updatequestion',
      body: { hotel_id: 1, question_id: 12, texts: { ja: 'ご到着予定時刻' }, plan_id: 101, mandatory: true },
    });
  });

  it('deletes the question only after the clerk confirms', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'この質問を削除' }));
    expect(confirm).toHaveBeenCalled();
    expect(posted, 'nothing deleted without confirming').toEqual([]);
    confirm.mockReturnValue(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'この質問を削除' })));
    await waitFor(() =>
      expect(posted).toEqual([{ call: 'deletequestion', body: { hotel_id: 1, question_id: 12 } }]),
    );
  });
});
