// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './password-form';

let posted: unknown[];
let answer: () => Response;
beforeAll(() => {
  i18n.load('ja', {});
  i18n.activate('ja');
});
beforeEach(() => {
  posted = [];
  answer = () => Response.json({ status: 'password_changed' });
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    posted.push(JSON.parse(String(init.body)));
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <PasswordForm viewer="hotel" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

async function change(current: string, next: string, again: string) {
  fireEvent.input(screen.getByLabelText(/現在のパスワード/), { target: { value: current } });
  fireEvent.input(screen.getByLabelText(/^新しいパスワード(?!（確認）)/), { target: { value: next } });
  fireEvent.input(screen.getByLabelText(/新しいパスワード（確認）/), { target: { value: again } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' })));
}

describe('the password change form', () => {
  it('says the two new passwords differ and sends nothing', async () => {
    renderForm();
    await change('old-password-1', 'NewPassword2026', 'NewPassword2027');
    expect(posted, 'a mismatch is caught before sending').toEqual([]);
    expect(screen.getByLabelText(/新しいパスワード（確認）/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a new password under the policy (too short) before sending', async () => {
    renderForm();
    await change('old-password-1', 'short1', 'short1');
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal of the current password in the one alert and keeps nothing typed", async () => {
    answer = () =>
      Response.json(
        { error: { code: 'password_change_failed', message: 'Password change failed' } },
        { status: 422 },
      );
    renderForm();
    await change('wrong-password-1', 'NewPassword2026', 'NewPassword2026');
    expect(posted).toHaveLength(1);
    expect((await screen.findByRole('alert')).textContent).toContain('現在のパスワードを確認してください');
  });

  it('changes the password and empties the form', async () => {
    renderForm();
    await change('old-password-1', 'NewPassword2026', 'NewPassword2026');
    await screen.findByText(/パスワードを変更しました/);
    expect((screen.getByLabelText(/現在のパスワード/) as HTMLInputElement).value).toBe('');
  });
});
