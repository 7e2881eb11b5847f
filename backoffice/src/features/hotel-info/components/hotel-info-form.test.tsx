// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelInfo } from '../api/hotel-info';
import { HotelInfoForm } from './hotel-info-form';

const localized = (ja: string, en?: string) => ({ ja, ...(en === undefined ? {} : { en }) });
const HOTEL: HotelInfo = {
  hotel_id: 1,
  chain_id: 1,
  url_name: 'demo',
  status: 'normal',
  controller: 'none',
  languages: ['ja', 'en'],
  name: localized('デモホテル', 'Demo Hotel'),
  name_kana: 'デモホテル',
  postcode: '100-0001',
  prefecture: 'JP-13',
  address: localized('千代田区千代田1-1', '1-1 Chiyoda'),
  access: localized('東京駅から徒歩5分', '5 minutes from Tokyo Station'),
  description: localized('', ''),
  latitude: 35.68,
  longitude: 139.76,
  tel: '03-1234-5678',
  email: 'hotel@example.com',
  checkin_time: '15:00',
  checkout_time: '10:00',
  receipt_issuer_name: '株式会社デモ',
  invoice_registration_number: '',
  spa_tax_per_adult: 150,
  spa_tax_children_exempt: true,
  accommodation_tax_city: 'tokyo',
  legal: {
    representative: '山田太郎',
    tel: '',
    email: '',
    address: localized('東京都千代田区千代田1-1'),
    price_terms: localized(''),
    payment_terms: localized(''),
  },
  updated_at: 1_700_000_000,
};

let posted: unknown[];
/** What the fake getaddress answers, and the postcodes it was asked for. */
let addresses: {
  postcode: string;
  prefecture: string;
  prefecture_name: string;
  city: string;
  town: string;
}[];
let askedPostcodes: (string | null)[];
beforeAll(() => {
  i18n.load('ja', {});
  i18n.activate('ja');
});
beforeEach(() => {
  posted = [];
  addresses = [];
  askedPostcodes = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/api/getaddress')) {
      askedPostcodes.push(new URL(url, 'http://localhost').searchParams.get('postcode'));
      return Response.json({ addresses });
    }
    if (url.includes('/api/api/updatehotelinfo')) {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return Response.json({ hotel: { ...HOTEL, ...body, updated_at: HOTEL.updated_at + 1 } });
    }
    return Response.json({ entries: [], total: 0, page: 1, per_page: 20 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderForm() {
  const frame = { role: 'hotel', viewer: 'hotel', entityId: 1 } as BackOffice;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <HotelInfoForm hotel={HOTEL} /> }),
    history: createMemoryHistory({ initialEntries: ['/admin/hotel/hotelinfo'] }),
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
  await screen.findByRole('form', { name: 'ホテル情報' });
}

const panel = (name: string) => screen.getByRole('tabpanel', { name: new RegExp(`^${name}`) });

describe('the hotel-information form', () => {
  it('refuses an empty Japanese hotel name, sends nothing and marks the Japanese tab', async () => {
    await renderForm();
    fireEvent.input(within(panel('日本語')).getByLabelText(/ホテル名/), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ホテル情報を保存' })));
    expect(posted, 'nothing is sent while the schema refuses').toEqual([]);
    expect(
      within(panel('日本語'))
        .getByLabelText(/ホテル名/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('tab', { name: /日本語/ }).className, 'the tab says it holds an error').toContain(
      'has-error',
    );
  });

  it('sends the English text typed in its tab with the updated_at the form was read at', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '英語' }));
    fireEvent.input(within(panel('英語')).getByLabelText('住所（番地・建物名）'), {
      target: { value: '2-2 Marunouchi' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ホテル情報を保存' })));
    await screen.findByText('ホテル情報を保存しました。');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      hotel_id: 1,
      address: { ja: '千代田区千代田1-1', en: '2-2 Marunouchi' },
      updated_at: HOTEL.updated_at,
    });
  });

  it('shows a tab only for the languages offered, Japanese always on', async () => {
    await renderForm();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['日本語', '英語']);
    fireEvent.click(screen.getByRole('checkbox', { name: '韓国語' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['日本語', '英語', '韓国語']);
    expect((screen.getByRole('checkbox', { name: '日本語' }) as HTMLInputElement).disabled).toBe(true);
  });

  describe('the postcode search', () => {
    const address = (prefecture: string, prefecture_name: string, city: string, town: string) => ({
      postcode: '452-0961',
      prefecture,
      prefecture_name,
      city,
      town,
    });
    const fieldValue = (label: string | RegExp, within_?: HTMLElement) =>
      ((within_ ? within(within_) : screen).getByLabelText(label) as HTMLInputElement).value;

    it('fills the prefecture and the Japanese address from a postcode typed in full-width digits', async () => {
      addresses = [
        {
          postcode: '100-0001',
          prefecture: 'JP-13',
          prefecture_name: '東京都',
          city: '千代田区',
          town: '千代田',
        },
      ];
      await renderForm();
      fireEvent.input(screen.getByLabelText('郵便番号'), { target: { value: '１００－０００１' } });
      fireEvent.change(screen.getByLabelText(/都道府県/), { target: { value: 'JP-01' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '住所を検索' })));
      await vi.waitFor(() =>
        expect(
          fieldValue(/住所（番地・建物名）/, panel('日本語')),
          'the Japanese address is city + town',
        ).toBe('千代田区千代田'),
      );
      expect(askedPostcodes, 'the digits are sent in ASCII').toEqual(['100-0001']);
      expect(fieldValue(/都道府県/), 'the prefecture is set').toBe('JP-13');
      expect(fieldValue('郵便番号'), 'the postcode is kept in ASCII').toBe('100-0001');
      const english = document.getElementById('hotel-panel-en') as HTMLElement;
      expect(fieldValue(/住所（番地・建物名）/, english), 'the English address is left alone').toBe(
        '1-1 Chiyoda',
      );
    });

    it('lets the clerk pick one address when the postcode has several', async () => {
      addresses = [
        address('JP-23', '愛知県', '清須市', '春日明河原'),
        address('JP-23', '愛知県', '清須市', '春日夢の森'),
      ];
      await renderForm();
      const before = fieldValue(/都道府県/);
      fireEvent.input(screen.getByLabelText('郵便番号'), { target: { value: '4520961' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '住所を検索' })));
      const choices = await screen.findByRole('group', { name: '住所の候補' });
      expect(within(choices).getAllByRole('button'), 'one button per address').toHaveLength(2);
      expect(fieldValue(/都道府県/), 'nothing is filled before the choice').toBe(before);
      fireEvent.click(within(choices).getByRole('button', { name: '愛知県 清須市春日夢の森' }));
      expect(fieldValue(/住所（番地・建物名）/, panel('日本語'))).toBe('清須市春日夢の森');
      expect(fieldValue(/都道府県/)).toBe('JP-23');
      expect(screen.queryByRole('group', { name: '住所の候補' }), 'the choices close').toBeNull();
    });

    it('says so under the field when the postcode has no address, changing nothing', async () => {
      await renderForm();
      const before = fieldValue(/都道府県/);
      fireEvent.input(screen.getByLabelText('郵便番号'), { target: { value: '000-0000' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '住所を検索' })));
      await screen.findByText('この郵便番号の住所が見つかりません。');
      expect(fieldValue(/住所（番地・建物名）/, panel('日本語'))).toBe('千代田区千代田1-1');
      expect(fieldValue(/都道府県/), 'the prefecture is left alone').toBe(before);
    });
  });
});
