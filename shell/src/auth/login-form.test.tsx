// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { getSession } from '@tomaru/ui/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../render-with-router';
import { LoginForm } from './login-form';

let status = 200;
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const body =
      status === 200
        ? { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 1800 }
        : { error: { code: status === 429 ? 'too_many_attempts' : 'login_failed', message: '' } };
    return new Response(JSON.stringify(body), { status });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(id: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/ログインID|メールアドレス/), { target: { value: id } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('login form', () => {
  it('labels its fields and says what is missing without calling the API', async () => {
    renderWithRouter(() => <LoginForm kind="hotel" onSuccess={() => {}} />);
    await fill('', '');
    expect(await screen.findByText('ログインIDを入力してください')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
    expect(screen.getByLabelText('ログインID').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('checks a member e-mail address with the shared schema', async () => {
    renderWithRouter(() => <LoginForm kind="user" onSuccess={() => {}} />);
    await fill('not-an-address', 'Tomaru2026demo');
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('signs in through the endpoint of its kind and keeps the tokens', async () => {
    status = 200;
    const onSuccess = vi.fn();
    renderWithRouter(() => <LoginForm kind="union" onSuccess={onSuccess} />);
    await fill(' union1 ', 'Tomaru2026demo');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls).toEqual([
      { url: '/api/unionlogin', body: { login_id: 'union1', password: 'Tomaru2026demo' } },
    ]);
    expect(getSession('union')?.access_token).toBe('a');
  });

  it('shows the login-failed and too-many-attempts messages', async () => {
    status = 401;
    renderWithRouter(() => <LoginForm kind="admin" onSuccess={() => {}} />);
    await fill('admin', 'wrong-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ログインに失敗しました。IDとパスワードを確認してください。',
    );
    status = 429;
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'ログインの試行回数が上限に達しました。しばらくしてから再度お試しください。',
      ),
    );
  });
});
