// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryCache } from '../../testing/render-page';
import { StockCalendar } from './stock-calendar';

vi.mock('@tomaru/ui/lang', () => ({ useLang: () => 'ja' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
i18n.load('ja', {});
i18n.activate('ja');

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A fake getpricestocks: one plan × room, the week's first day sold out, the others 3 left. */
function fakeApi() {
  const bodies: { from: string; adults: number }[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { from: string; adults: number };
    bodies.push(body);
    const dates = Array.from({ length: 7 }, (_, i) => addDays(body.from, i));
    return new Response(
      JSON.stringify({
        dates,
        prev_from: addDays(body.from, -7),
        next_from: addDays(body.from, 7),
        plans: [
          {
            plan_id: 101,
            title: '朝食付き',
            rooms: [
              {
                room_id: 101,
                name: 'ツイン',
                // The first day is sold out; the plan does not sell the last (a closed date, say).
                // The sixth is in a season whose bookings open later (一斉予約開始).
                days: dates.map((date, i) => ({
                  date,
                  remaining: i === 0 ? 0 : 3,
                  price_per_adult: 12000,
                  on_sale: i !== 6 && i !== 5,
                  ...(i === 5 ? { opens_at: '2027-01-05T10:00' } : {}),
                })),
              },
            ],
          },
        ],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return bodies;
}

describe('room stock calendar', () => {
  it('moves to the next week and back, asking for each week from its first day once', async () => {
    const bodies = fakeApi();
    const start = addDays(new Date().toISOString().slice(0, 10), 30);
    render(
      withQueryCache(
        <I18nProvider i18n={i18n}>
          <StockCalendar hotelId={1} adults={2} onPick={() => {}} start={start} />
        </I18nProvider>,
      ),
    );
    await screen.findAllByText('満室');
    expect(bodies.at(-1)).toMatchObject({ from: start, adults: 2 });
    fireEvent.click(screen.getByRole('button', { name: '次の週' }));
    await waitFor(() => expect(bodies.at(-1)?.from).toBe(addDays(start, 7)));
    await screen.findAllByText('満室');
    fireEvent.click(screen.getByRole('button', { name: '前の週' }));
    await screen.findAllByText('満室');
    expect(
      bodies.map((b) => b.from),
      'the week already read comes from the query cache, not another request',
    ).toEqual([start, addDays(start, 7)]);
  });

  it('marks sold-out days and days not on sale, and picks a bookable day as the check-in date', async () => {
    fakeApi();
    const start = addDays(new Date().toISOString().slice(0, 10), 30);
    const onPick = vi.fn();
    render(
      withQueryCache(
        <I18nProvider i18n={i18n}>
          <StockCalendar hotelId={1} adults={2} onPick={onPick} start={start} />
        </I18nProvider>,
      ),
    );
    expect((await screen.findAllByText('満室')).length).toBe(1);
    const cells = screen.getAllByRole('button', { name: /にチェックイン/ });
    expect(
      cells.length,
      'seven days less the sold-out one, the one not open yet and the one not on sale',
    ).toBe(4);
    expect(screen.getByText('販売なし')).toBeTruthy();
    fireEvent.click(cells[0] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(addDays(start, 1));
  });

  it('says from when a night of a season not yet open can be booked, Japan time', async () => {
    fakeApi();
    const start = addDays(new Date().toISOString().slice(0, 10), 30);
    render(
      withQueryCache(
        <I18nProvider i18n={i18n}>
          <StockCalendar hotelId={1} adults={2} onPick={() => {}} start={start} />
        </I18nProvider>,
      ),
    );
    const cell = await screen.findByText(/10:00（日本時間）から予約受付/);
    expect(cell.textContent, 'the date and time it opens').toMatch(/2027.*1.*5.*10:00/);
    expect(cell.closest('td')?.querySelector('button'), 'it cannot be picked').toBeNull();
  });

  it('cannot go back before today', async () => {
    fakeApi();
    render(
      withQueryCache(
        <I18nProvider i18n={i18n}>
          <StockCalendar hotelId={1} adults={2} onPick={() => {}} />
        </I18nProvider>,
      ),
    );
    await screen.findAllByText('満室');
    expect((screen.getByRole('button', { name: '前の週' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
