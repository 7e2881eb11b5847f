// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { EpsilonPage } from './epsilon-page';

i18n.load('ja', {});
i18n.activate('ja');

type Epsilon = GetAnswer<Client['api']['api'], 'getepsilon'>['epsilon'];
let epsilon: Epsilon;
let posted: unknown[];

/** The contract as the hotel, its chain and a union read it: Epsilon's fees are admin's alone. */
const contract: NonNullable<Epsilon> = {
  enabled: true,
  contract_code_hint: '••••6666',
  st_code: '10000-0000-00000',
  updated_at: '2026-01-01T09:00:00+09:00',
};
/** The same contract as admin reads it. */
const contractForAdmin: NonNullable<Epsilon> = { ...contract, fee_rate_bp: 350, fee_fixed: 0 };
const adminOffice: BackOffice = {
  ...hotel1Office,
  role: 'admin',
  viewer: 'admin',
  basePath: '/admin/adminhotel/1',
};

const api = startApiFakes(
  fakeGet('getepsilon', () => ({ epsilon })),
  fakeGet('getaudit', () => ({
    entries: [
      {
        id: 1,
        at: 1_767_225_600,
        actor: { kind: 'hotel' as const, name: 'hotel1' },
        entity: 'epsilon' as const,
        entity_id: 1,
        action: 'updatehotelepsilons',
        changes: [
          { field: 'st_code', before: '10000-0000-00000', after: '11000-0000-00000' },
          { field: 'contract_code', before: null, after: 'changed' },
        ],
      },
    ],
    total: 1,
    page: 1,
    per_page: 20,
  })),
  fakePost('updatehotelepsilons', (body) => {
    posted.push(body);
    epsilon = {
      ...epsilon,
      ...contract,
      ...(body.fee_rate_bp === undefined ? {} : { fee_rate_bp: body.fee_rate_bp }),
      ...(body.fee_fixed === undefined ? {} : { fee_fixed: body.fee_fixed }),
      enabled: body.enabled,
      st_code: body.st_code,
      contract_code_hint: body.contract_code
        ? `••••${body.contract_code.slice(-4)}`
        : contract.contract_code_hint,
    };
    return { epsilon };
  }),
);

beforeEach(() => {
  posted = [];
  epsilon = contract;
  for (const kind of ['hotel', 'union', 'admin']) {
    localStorage.setItem(
      `tomaru.session.${kind}`,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
  }
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderPage(office: BackOffice = hotel1Office) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <BackOfficeContext.Provider value={office}>
          <Suspense fallback={<p>loading</p>}>
            <EpsilonPage />
          </Suspense>
        </BackOfficeContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the hotel’s Epsilon settings (イプシロン決済設定)', () => {
  it('shows only the code’s last digits, and saves without a code to keep the stored one', async () => {
    renderPage();
    const code = (await screen.findByLabelText(/契約番号/)) as HTMLInputElement;
    expect(code.value, 'the code is never filled in').toBe('');
    expect(screen.getByText(/登録済み: ••••6666/)).toBeTruthy();
    expect(screen.queryByLabelText(/手数料率/), 'fees are admin’s').toBeNull();
    fireEvent.change(screen.getByLabelText(/決済区分/), { target: { value: '11000-0000-00000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    expect(posted).toEqual([{ hotel_id: 1, enabled: true, st_code: '11000-0000-00000' }]);
  });

  it('sends a new code when one is typed, and refuses a code that is not 8 digits before sending', async () => {
    renderPage();
    const code = await screen.findByLabelText(/契約番号/);
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('入力内容が正しくありません。');
    expect(posted).toEqual([]);
    fireEvent.change(code, { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    expect(posted).toEqual([
      { hotel_id: 1, enabled: true, st_code: '10000-0000-00000', contract_code: '12345678' },
    ]);
    expect((code as HTMLInputElement).value, 'the field is emptied again').toBe('');
  });

  it('puts the server’s refusal on the contract code field', async () => {
    epsilon = null;
    api.use(
      fakePost('updatehotelepsilons', () =>
        apiError(422, 'validation_failed', [{ path: 'contract_code', code: 'required', message: 'x' }]),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByLabelText(/イプシロン決済を利用する/));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('入力してください。');
    expect(screen.getByLabelText(/契約番号/).getAttribute('aria-invalid')).toBe('true');
  });

  it('lets admin set Epsilon’s fee', async () => {
    epsilon = contractForAdmin;
    renderPage(adminOffice);
    const rate = (await screen.findByLabelText(/手数料率/)) as HTMLInputElement;
    expect(rate.value, 'admin sees the stored rate').toBe('350');
    fireEvent.change(rate, { target: { value: '325' } });
    fireEvent.change(screen.getByLabelText(/1件あたりの手数料/), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    expect(posted).toEqual([
      { hotel_id: 1, enabled: true, st_code: '10000-0000-00000', fee_rate_bp: 325, fee_fixed: 40 },
    ]);
  });

  it('never offers fees it was not given, so a save cannot overwrite them with zero', async () => {
    renderPage(adminOffice);
    await screen.findByLabelText(/契約番号/);
    expect(screen.queryByLabelText(/手数料率/), 'no fee in the answer, no fee field').toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    expect(posted, 'the stored fees are kept').toEqual([
      { hotel_id: 1, enabled: true, st_code: '10000-0000-00000' },
    ]);
  });

  it('lets admin set the fees of a hotel without a contract yet', async () => {
    epsilon = null;
    renderPage(adminOffice);
    expect(await screen.findByLabelText(/手数料率/)).toBeTruthy();
    expect(screen.getByLabelText(/1件あたりの手数料/)).toBeTruthy();
  });

  it('names the changed fields in the history, never a code', async () => {
    renderPage();
    const history = await screen.findByTestId('epsilon-history');
    await waitFor(() => expect(history.textContent).toContain('決済区分（st_code）、契約番号'));
    expect(history.textContent).not.toMatch(/\d{8}/);
  });

  it('shows a union the settings without a form', async () => {
    renderPage({ ...hotel1Office, role: 'union', viewer: 'union', basePath: '/admin/unionhotel/1' });
    const summary = await screen.findByTestId('epsilon-summary');
    expect(summary.textContent).toContain('••••6666');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByText('閲覧のみ可能です。')).toBeTruthy();
  });
});
