import { describe, expect, it } from 'vitest';
import { baseURL, newPage, PASSWORD, submitLogin } from './helpers';

/** The demo member's past stay (db/seed/demo-history.ts): paid at the hotel, so a receipt can be issued. */
const PAST = 'PASTSTAY22';

async function pastStay() {
  const login = (await (
    await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'guest@example.com', password: PASSWORD }),
    })
  ).json()) as { access_token: string };
  const list = (await (
    await fetch(`${baseURL}/api/api/getuserreservations`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    })
  ).json()) as { past: { display_id: string; reservation_id: number; amount_due: number }[] };
  const stay = list.past.find((r) => r.display_id === PAST);
  if (!stay) throw new Error('the demo past stay is missing');
  return stay;
}

const yen = (n: number) => new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(n);

describe('a member prints a receipt', () => {
  it('issues it from my page’s past stay, prints it on A4, and marks the second one as a reissue', async () => {
    const stay = await pastStay();
    const page = await newPage();
    await page.goto('/login');
    await submitLogin(page, 'guest@example.com');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`/receipt?reservation_id=${stay.reservation_id}`);
    await page.getByLabel('宛名').fill('株式会社サンプル');
    await page.getByRole('button', { name: '領収書を発行する' }).click();
    await page.getByText('領収書を発行しました。').waitFor();
    expect(await page.getByTestId('receipt-amount').first().textContent()).toBe(yen(stay.amount_due));
    await expect.poll(() => page.getByTestId('reissue').count()).toBe(0);

    await page.getByRole('link', { name: '印刷用ページを開く' }).click();
    await page.waitForURL('**/print');
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain('T9234567890123');
    expect(await receipt.textContent()).toContain('株式会社サンプル');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    await page.goto(`/receipt?reservation_id=${stay.reservation_id}`);
    await page.getByLabel('宛名').fill('山田 花子');
    await page.getByRole('button', { name: '領収書を発行する' }).click();
    await page.getByTestId('reissue').first().waitFor();
  });
});
