import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { ApiError } from '@tomaru/ui/api';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { FormAlert } from '@tomaru/ui/form-alert';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { type FormEvent, useId, useState } from 'react';
import { EntityHistory } from '../../../shared/history/entity-history';
import { roomsQuery, type StockBody, updateRoomStocks } from '../api/rooms';
import type { RoomCalendarEditSearch } from '../room-search';
import { ControllerNotice } from './controller-notice';
import { weekdayLabel } from './labels';
import { RoomStyles } from './styles';

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

type Refused = { date: string; sold: number };

/** The nights a 409 stock_below_sold names, with their sold counts. */
function refusedNights(error: unknown): Refused[] {
  if (!(error instanceof ApiError) || error.code !== 'stock_below_sold') return [];
  const nights = error.details.nights;
  return Array.isArray(nights) ? (nights as Refused[]) : [];
}

/**
 * Sets stock (`room/calendar-edit?room_id=&date=`) for one night, or for a range of nights narrowed
 * by weekday, public holidays and days before a holiday. All or nothing: a night whose sold is more
 * than the new stock refuses the whole edit, and the screen lists those nights.
 */
export function RoomCalendarEditPage({ search }: RemotePageProps<RoomCalendarEditSearch>) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const ids = { room: useId(), date: useId(), from: useId(), to: useId(), stock: useId() };
  const { viewer, entityId, basePath } = useBackOffice();
  const queryClient = useQueryClient();
  const { data: rooms } = useSuspenseQuery(roomsQuery(viewer, entityId));
  const start = search.date || todayInTokyo();
  const [roomId, setRoomId] = useState(search.room_id || rooms[0]?.room_id || 0);
  const [mode, setMode] = useState<'night' | 'range'>('night');
  const [date, setDate] = useState(start);
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(start);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [holidays, setHolidays] = useState(false);
  const [holidayEves, setHolidayEves] = useState(false);
  const [stock, setStock] = useState('');
  usePageTitle(t`在庫の設定`);
  const save = useMutation({
    mutationFn: (body: StockBody) => updateRoomStocks(viewer, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['room-stocks', viewer, entityId] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'room_stock'] });
    },
  });
  const readOnly = viewer === 'union';

  function submit(event: FormEvent) {
    event.preventDefault();
    const count = Number(stock);
    const base = { hotel_id: entityId, room_id: roomId };
    const filtered = weekdays.length > 0 || holidays || holidayEves;
    save.mutate(
      mode === 'night'
        ? { ...base, stocks: [{ date, stock: count }] }
        : {
            ...base,
            from,
            to,
            stock: count,
            ...(filtered ? { weekdays, holidays, holiday_eves: holidayEves } : {}),
          },
    );
  }

  const toggleDay = (day: number, on: boolean) =>
    setWeekdays((days) => (on ? [...days, day].sort() : days.filter((d) => d !== day)));
  const refused = refusedNights(save.error);

  return (
    <div className="rooms-page">
      <RoomStyles />
      <p>
        <HrefLink href={langPath(lang, `${basePath}/room/calendar${roomId ? `?room_id=${roomId}` : ''}`)}>
          <Trans>在庫カレンダーへ</Trans>
        </HrefLink>
      </p>
      <h1>
        <Trans>在庫の設定</Trans>
      </h1>
      <ControllerNotice />
      <form className="form" onSubmit={submit} noValidate aria-label={t`在庫の設定`}>
        <fieldset className="rooms-group" disabled={readOnly}>
          <div className="field">
            <label htmlFor={ids.room}>
              <Trans>部屋タイプ</Trans>
            </label>
            <select
              id={ids.room}
              className="input"
              value={roomId}
              onChange={(e) => setRoomId(Number(e.target.value))}
            >
              {rooms.map((r) => (
                <option key={r.room_id} value={r.room_id}>
                  {r.names.ja}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="rooms-group">
            <legend>
              <Trans>設定する日</Trans>
            </legend>
            <div className="rooms-checks">
              <label className="rooms-check">
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'night'}
                  onChange={() => setMode('night')}
                />{' '}
                <Trans>1日</Trans>
              </label>
              <label className="rooms-check">
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'range'}
                  onChange={() => setMode('range')}
                />{' '}
                <Trans>期間</Trans>
              </label>
            </div>
            {mode === 'night' ? (
              <div className="field">
                <label htmlFor={ids.date}>
                  <Trans>日付</Trans>
                </label>
                <input
                  id={ids.date}
                  className="input"
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                />
              </div>
            ) : (
              <>
                <div className="rooms-pair">
                  <div className="field">
                    <label htmlFor={ids.from}>
                      <Trans>開始日</Trans>
                    </label>
                    <input
                      id={ids.from}
                      className="input"
                      type="date"
                      value={from}
                      onChange={(e) => setFrom(e.target.value)}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={ids.to}>
                      <Trans>終了日</Trans>
                    </label>
                    <input
                      id={ids.to}
                      className="input"
                      type="date"
                      value={to}
                      onChange={(e) => setTo(e.target.value)}
                    />
                  </div>
                </div>
                <fieldset className="rooms-group">
                  <legend>
                    <Trans>曜日・祝日（選ばなければ期間のすべての日）</Trans>
                  </legend>
                  <div className="rooms-checks">
                    {DAYS.map((day) => (
                      <label key={day} className="rooms-check">
                        <input
                          type="checkbox"
                          checked={weekdays.includes(day)}
                          onChange={(e) => toggleDay(day, e.target.checked)}
                        />{' '}
                        {i18n._(weekdayLabel(day))}
                      </label>
                    ))}
                    <label className="rooms-check">
                      <input
                        type="checkbox"
                        checked={holidays}
                        onChange={(e) => setHolidays(e.target.checked)}
                      />{' '}
                      <Trans>祝日</Trans>
                    </label>
                    <label className="rooms-check">
                      <input
                        type="checkbox"
                        checked={holidayEves}
                        onChange={(e) => setHolidayEves(e.target.checked)}
                      />{' '}
                      <Trans>休前日</Trans>
                    </label>
                  </div>
                </fieldset>
              </>
            )}
          </fieldset>
          <div className="field">
            <label htmlFor={ids.stock}>
              <Trans>在庫（室数）</Trans>
            </label>
            <input
              id={ids.stock}
              className="input"
              type="number"
              inputMode="numeric"
              min={0}
              value={stock}
              onChange={(e) => setStock(e.target.value)}
            />
          </div>
          {readOnly ? null : (
            <div className="rooms-actions">
              <button type="submit" className="button" disabled={save.isPending || stock === ''}>
                <Trans>在庫を保存</Trans>
              </button>
            </div>
          )}
        </fieldset>
      </form>
      <div role="status">
        {save.isSuccess ? (
          <p className="rooms-ok" data-testid="stock-saved">
            <Trans>{save.data}日分の在庫を変更しました。</Trans>
          </p>
        ) : null}
      </div>
      {save.error ? (
        <FormAlert
          error={save.error}
          audience="staff"
          testId="stock-error"
          labels={{
            room_id: t`部屋タイプ`,
            'stocks.0.date': t`日付`,
            stocks: t`在庫（室数）`,
            from: t`開始日`,
            to: t`終了日`,
            weekdays: t`曜日`,
            holidays: t`祝日`,
            holiday_eves: t`休前日`,
            stock: t`在庫（室数）`,
          }}
        >
          {refused.length > 0 ? (
            <ul>
              {refused.map((n) => (
                <li key={n.date}>
                  <Trans>
                    {n.date}：販売済み {n.sold}室
                  </Trans>
                </li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
      {roomId ? <EntityHistory entity="room_stock" entityId={roomId} testId="stock-history" /> : null}
    </div>
  );
}
