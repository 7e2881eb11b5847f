// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import { ChangePasswordPage } from './change-password-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

const calls: { url: string; body: unknown }[] = [];
let answers: Record<string, { status: number; body: unknown }> = {};

function renderAt(ui: () => ReactNode) {
  renderAtRoute('/', ui);
}

beforeEach(() => {
  calls.length = 0;
  answers = {
    '/api/getagreements': {
      status: 200,
      body: { agreement: { agreement_id: 1, version: 1, title: '会員規約', body: '第1条', lang: 'ja' } },
    },
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers[path] ?? { status: 200, body: {} };
    return new Response(JSON.stringify(a.body), { status: a.status });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('password change form', () => {
  it('applies the shared password policy and the confirmation before calling the API', async () => {
    renderAt(() => <ChangePasswordPage />);
    fireEvent.change(await screen.findByLabelText(/現在のパスワード/), { target: { value: 'old' } });
    fireEvent.change(screen.getByLabelText('新しいパスワード *'), { target: { value: 'short1' } });
    fireEvent.change(screen.getByLabelText(/新しいパスワード（確認）/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByText('パスワードは12文字以上で入力してください。')).toBeTruthy();
    expect(screen.getByText('パスワードが一致しません。')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('changepassword'))).toEqual([]);
  });

  it('says a wrong current password once, in the alert, and not again under the field', async () => {
    localStorage.setItem(
      'tomaru.session.user',
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
    answers['/api/api/changepassword'] = {
      status: 400,
      body: {
        error: {
          code: 'password_change_failed',
          message: '',
          issues: [{ path: 'current_password', code: 'password_change_failed', message: '' }],
        },
      },
    };
    renderAt(() => <ChangePasswordPage />);
    fireEvent.change(await screen.findByLabelText(/現在のパスワード/), {
      target: { value: 'wrong-password-1' },
    });
    fireEvent.change(screen.getByLabelText('新しいパスワード *'), { target: { value: 'abcdef123456' } });
    fireEvent.change(screen.getByLabelText(/新しいパスワード（確認）/), {
      target: { value: 'abcdef123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    const said = await screen.findAllByText(
      'パスワードの変更に失敗しました。現在のパスワードを確認してください。',
    );
    expect(said.length, 'one message, in the alert').toBe(1);
    expect(said[0]?.getAttribute('role')).toBe('alert');
    localStorage.clear();
  });
});

describe('member registration form', () => {
  it('shows the terms and refuses to send without agreement, a valid profile and password', async () => {
    renderAt(() => <RegisterPage />);
    expect(await screen.findByText('会員規約')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('内容に同意のうえお進みください。')).toBeTruthy();
    expect(screen.getAllByText('入力してください。').length).toBeGreaterThan(2);
    expect(calls.some((c) => c.url === '/api/createuser')).toBe(false);
  });

  it('sends a valid registration and then asks the guest to check the mail', async () => {
    answers['/api/createuser'] = { status: 201, body: { status: 'verification_sent' } };
    renderAt(() => <RegisterPage />);
    await screen.findByText('会員規約');
    // Every input has its label (the accessible names are checked above); here they are found by name.
    const set = (name: string, value: string) => {
      const input = document.querySelector(`[name="${name}"]`);
      if (!input) throw new Error(`no field ${name}`);
      fireEvent.change(input, { target: { value } });
    };
    set('email', 'new@example.com');
    set('password', 'Tomaru2026demo');
    set('password_confirmation', 'Tomaru2026demo');
    set('last_name', '佐藤');
    set('first_name', '花子');
    set('last_name_kana', 'サトウ');
    set('first_name_kana', 'ハナコ');
    set('tel1', '090-1234-5678');
    fireEvent.click(screen.getByLabelText('利用規約に同意する'));
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('メールをご確認ください')).toBeTruthy();
    expect(
      screen.getByText(/すでに会員登録されている場合は、ログインとパスワード再設定のご案内/),
      'the page is true whether or not the address already has an account',
    ).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/createuser')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'new@example.com', agreement_id: 1, agree: true, dm_opt_in: false });
  });

  it('names the field a 422 refuses in the alert, in the guest’s words, and marks it', async () => {
    answers['/api/createuser'] = {
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: 'x',
          issues: [{ path: 'tel1', code: 'invalid_tel', message: '' }],
        },
      },
    };
    renderAt(() => <RegisterPage />);
    await screen.findByText('会員規約');
    const set = (name: string, value: string) => {
      const input = document.querySelector(`[name="${name}"]`);
      if (!input) throw new Error(`no field ${name}`);
      fireEvent.change(input, { target: { value } });
    };
    set('email', 'new@example.com');
    set('password', 'Tomaru2026demo');
    set('password_confirmation', 'Tomaru2026demo');
    set('last_name', '佐藤');
    set('first_name', '花子');
    set('last_name_kana', 'サトウ');
    set('first_name_kana', 'ハナコ');
    set('tel1', '090-1234-5678');
    fireEvent.click(screen.getByLabelText('利用規約に同意する'));
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('入力内容を確認してください。 確認が必要な項目：電話番号');
    expect(alert.textContent, 'never the raw path').not.toContain('tel1');
    expect(screen.getByRole('textbox', { name: '電話番号' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('password reset request', () => {
  it('says a link was mailed if the address has an account, without telling whether it has one', async () => {
    answers['/api/requestpasswordreset'] = { status: 200, body: { status: 'reset_sent' } };
    renderAt(() => <ResetPasswordPage />);
    fireEvent.change(await screen.findByLabelText(/メールアドレス/), {
      target: { value: 'who@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    const said = await screen.findByRole('status');
    expect(said.textContent).toBe(
      'who@example.com で会員登録されている場合は、パスワード再設定用のリンクをメールでお送りしました。1時間以内にリンクを開いてください。',
    );
    expect(calls.find((c) => c.url === '/api/requestpasswordreset')?.body).toEqual({
      email: 'who@example.com',
      lang: 'ja',
    });
  });
});
