// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { readBookingKey } from '@tomaru/ui/booking-key';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import { CheckBookingPage } from './check-booking-page';

let answer: { status: number; body: unknown } = { status: 200, body: {} };
const calls: string[] = [];

function renderPage(initial = '/checkbooking') {
  return renderAtRoute(initial, () => <CheckBookingPage />, {
    others: { '/checkreserve/$id': 'detail page' },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function submit(code: string, email: string) {
  fireEvent.change(await screen.findByLabelText(/予約番号/), { target: { value: code } });
  fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: '予約を確認する' }));
}

describe('reservation lookup form', () => {
  it('says what is missing or malformed next to each field without calling the API', async () => {
    renderPage();
    await submit('', 'not-an-address');
    expect(await screen.findByText('入力してください。')).toBeTruthy();
    expect(screen.getByText('メールアドレスの形式が正しくありません。')).toBeTruthy();
    expect(screen.getByLabelText(/予約番号/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('gives the same message for a wrong id or e-mail, and another for too many attempts', async () => {
    answer = { status: 404, body: { error: { code: 'reservation_not_found', message: '' } } };
    renderPage();
    await submit('ABCD234567', 'guest@example.com');
    expect(await screen.findByText('予約番号またはメールアドレスが正しくありません。')).toBeTruthy();
    answer = { status: 429, body: { error: { code: 'too_many_attempts', message: '' } } };
    fireEvent.click(screen.getByRole('button', { name: '予約を確認する' }));
    expect(
      await screen.findByText('試行回数が上限に達しました。しばらくしてから再度お試しください。'),
    ).toBeTruthy();
  });

  it('forgives spaces, hyphens and case, keeps the key out of the URL and opens the detail', async () => {
    answer = { status: 200, body: { reservation: {}, rules: {} } };
    const router = renderPage('/checkbooking?code=abcd-234-567');
    expect((await screen.findByLabelText<HTMLInputElement>(/予約番号/)).value).toBe('abcd-234-567');
    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: 'Guest@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '予約を確認する' }));
    expect(await screen.findByText('detail page')).toBeTruthy();
    expect(router.state.location.href).toBe('/checkreserve/ABCD234567');
    expect(calls[0]).toContain('code=ABCD234567');
    expect(readBookingKey('ABCD234567')).toEqual({ code: 'ABCD234567', email: 'guest@example.com' });
  });
});
