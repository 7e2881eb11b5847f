// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import type { Room } from '../api/rooms';
import { RoomForm } from './room-form';

i18n.load('ja', {});
i18n.activate('ja');

const ROOM: Room = {
  room_id: 101,
  hotel_id: 1,
  names: { ja: 'スタンダードツイン', en: 'Standard Twin' },
  descriptions: { ja: '24㎡', en: '24 m²' },
  images: [],
  min_guests: 1,
  max_guests: 3,
  beds: 3,
  size_m2: 24,
  smoking: 'no',
  bed_types: ['single'],
  amenities: ['wifi'],
  display_order: 1,
  is_visible: true,
};

let posted: unknown[] = [];
const api = startApiFakes();

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

function renderForm(office = hotel1Office, room: Room = ROOM) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <BackOfficeContext.Provider value={office}>
          <RoomForm room={room} languages={['ja', 'en']} />
        </BackOfficeContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the room form', () => {
  it('has a tab per offered language and saves what getroom answered, as edited', async () => {
    api.use(
      fakePost('updateroom', (body) => {
        posted.push(body);
        return { room: { ...ROOM, ...body, images: [], display_order: 1 } };
      }),
    );
    renderForm();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['日本語', '英語']);
    fireEvent.click(screen.getByRole('tab', { name: '英語' }));
    const names = screen.getAllByLabelText(/部屋タイプ名/) as HTMLInputElement[];
    expect(names.map((n) => n.value)).toEqual(['スタンダードツイン', 'Standard Twin']);
    fireEvent.input(names[1] as HTMLInputElement, { target: { value: 'Twin' } });
    fireEvent.click(screen.getByLabelText('バスタブ'));
    fireEvent.click(screen.getByRole('button', { name: '部屋タイプを保存' }));
    await screen.findByTestId('room-saved');
    expect(posted).toEqual([
      expect.objectContaining({
        hotel_id: 1,
        room_id: 101,
        names: { ja: 'スタンダードツイン', en: 'Twin' },
        amenities: ['wifi', 'bathtub'],
        size_m2: 24,
      }),
    ]);
  });

  it('says saved after each of two saves in a row, and stops saying it once a field changes', async () => {
    // A room without a size, as a clerk creates one: its size reads back as null.
    const unsized: Room = { ...ROOM, size_m2: null, bed_types: [], amenities: [] };
    api.use(
      fakePost('updateroom', (body) => {
        posted.push(body);
        return { room: { ...unsized, ...body, images: [], display_order: 1 } };
      }),
    );
    renderForm(hotel1Office, unsized);
    const names = screen.getAllByLabelText(/部屋タイプ名/) as HTMLInputElement[];
    fireEvent.input(names[0] as HTMLInputElement, { target: { value: '改名ツイン' } });
    fireEvent.click(screen.getByRole('button', { name: '部屋タイプを保存' }));
    await screen.findByTestId('room-saved');
    fireEvent.click(screen.getByLabelText(/お客様のページに表示する/));
    expect(screen.queryByTestId('room-saved'), 'a change after saving is not saved yet').toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '部屋タイプを保存' }));
    await screen.findByTestId('room-saved');
    expect(posted.at(-1), 'the second save hides the room').toMatchObject({ is_visible: false });
  });

  it('says so on the field when the minimum is over the maximum, sending nothing', async () => {
    renderForm();
    fireEvent.input(screen.getByLabelText(/最小人数/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '部屋タイプを保存' }));
    expect(await screen.findByText('最小が最大を超えています。')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows a server refusal in words', async () => {
    api.use(fakePost('updateroom', () => apiError(403, 'forbidden')));
    renderForm();
    fireEvent.click(screen.getByLabelText('バスタブ'));
    fireEvent.click(screen.getByRole('button', { name: '部屋タイプを保存' }));
    expect((await screen.findByTestId('form-alert')).textContent).not.toBe('');
  });

  it('is read-only for a union', () => {
    renderForm({ ...hotel1Office, role: 'union', viewer: 'union' });
    expect(screen.queryByRole('button', { name: '部屋タイプを保存' })).toBeNull();
    expect(
      (screen.getAllByLabelText(/部屋タイプ名/)[0] as HTMLInputElement).closest('fieldset')?.disabled,
    ).toBe(true);
  });
});
