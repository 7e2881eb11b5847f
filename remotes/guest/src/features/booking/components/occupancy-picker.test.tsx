// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyRoom, type Occupancy } from '../model/flow-state';
import { maxFor, OccupancyPicker, type PickerChild } from './occupancy-picker';

afterEach(cleanup);
i18n.load('ja', {});
i18n.activate('ja');

const CHILDREN: PickerChild[] = [
  { child_type: 1, name: '小学生高学年', detail: '10〜12歳', uses_bed: true },
  { child_type: 4, name: '幼児（食事のみ）', detail: '0〜5歳', uses_bed: false },
];

function Picker({ initial, maxGuests }: { initial: Occupancy[]; maxGuests: number }) {
  const [rooms, setRooms] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <OccupancyPicker
        rooms={rooms}
        onChange={setRooms}
        childTypes={CHILDREN}
        maxGuests={maxGuests}
        errors={{}}
      />
      <output data-testid="rooms">{JSON.stringify(rooms)}</output>
    </I18nProvider>
  );
}

const choices = (label: string, index = 0) =>
  (screen.getAllByLabelText(label)[index] as HTMLSelectElement).querySelectorAll('option').length - 1;

describe('occupancy picker', () => {
  it('offers each bed-using guest only what the room still holds, children without a bed up to 20', () => {
    render(<Picker initial={[{ ...emptyRoom(0), male_num: 1, female_num: 1 }]} maxGuests={3} />);
    expect(choices('大人（男性）')).toBe(2);
    expect(choices('大人（女性）')).toBe(2);
    expect(choices('小学生高学年')).toBe(1);
    expect(choices('幼児（食事のみ）')).toBe(20);

    fireEvent.change(screen.getByLabelText('小学生高学年'), { target: { value: '1' } });
    expect(choices('大人（男性）'), 'the room is full: the men cannot grow').toBe(1);
    expect(choices('小学生高学年')).toBe(1);
    fireEvent.change(screen.getByLabelText('幼児（食事のみ）'), { target: { value: '2' } });
    expect(choices('大人（男性）'), 'children without a bed do not count').toBe(1);
  });

  it('adds and removes rooms, each with its own labelled guests', () => {
    render(<Picker initial={[emptyRoom()]} maxGuests={4} />);
    fireEvent.change(screen.getByLabelText('部屋数'), { target: { value: '3' } });
    expect(screen.getAllByLabelText('大人（男性）')).toHaveLength(3);
    expect(screen.getByRole('group', { name: '3部屋目' })).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('大人（女性）')[2] as HTMLElement, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('部屋数'), { target: { value: '2' } });
    const rooms = JSON.parse(screen.getByTestId('rooms').textContent ?? '[]') as Occupancy[];
    expect(rooms).toHaveLength(2);
    expect(rooms.map((r) => r.male_num + r.female_num)).toEqual([2, 2]);
  });

  it('keeps a party already over the limit visible rather than hiding its value', () => {
    const room = { ...emptyRoom(0), male_num: 4 };
    expect(maxFor(room, 'male_num', true, 3, [1])).toBe(4);
    expect(maxFor(room, 'female_num', true, 3, [1])).toBe(0);
    expect(maxFor(room, 'child_type_4', false, 3, [1])).toBe(20);
    expect(maxFor(room, 'male_num', true, null, [1])).toBe(20);
  });
});
