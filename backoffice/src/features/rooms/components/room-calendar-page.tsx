import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { weekdayOf } from '@tomaru/domain/dates/selection';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink, useNavigateHref } from '@tomaru/ui/url';
import { useId } from 'react';
import { roomStocksQuery, roomsQuery } from '../api/rooms';
import type { RoomCalendarSearch } from '../room-search';
import { ControllerNotice } from './controller-notice';
import { weekdayLabel } from './labels';
import { dayClass, monthOrToday, monthRange, shiftMonth } from './month';
import { RoomStyles } from './styles';

/**
 * A month of stock (`room/calendar?month=YYYY-MM&room_id=`): per night and room, the stock, the rooms
 * sold and what is left; all rooms or one; previous and next month move in the URL.
 */
export function RoomCalendarPage({ search }: RemotePageProps<RoomCalendarSearch>) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const errorText = useErrorText('staff');
  const navigate = useNavigateHref();
  const selectId = useId();
  const { viewer, entityId, basePath } = useBackOffice();
  const { data: rooms } = useSuspenseQuery(roomsQuery(viewer, entityId));
  const month = monthOrToday(search.month);
  const { from, to } = monthRange(month);
  const stocks = useQuery(roomStocksQuery(viewer, entityId, from, to));
  usePageTitle(t`在庫カレンダー`);
  const href = (next: { month?: string; room_id?: number }) => {
    const m = next.month ?? month;
    const r = next.room_id ?? search.room_id;
    return langPath(lang, `${basePath}/room/calendar?month=${m}${r ? `&room_id=${r}` : ''}`);
  };
  const shown = rooms.filter((r) => search.room_id === 0 || r.room_id === search.room_id);
  const byRoom = new Map((stocks.data ?? []).map((r) => [r.room_id, r.stocks]));
  const dates = stocks.data?.[0]?.stocks.map((n) => n.date) ?? [];
  const readOnly = viewer === 'union';
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];

  return (
    <div className="rooms-page">
      <RoomStyles />
      <h1>
        <Trans>在庫カレンダー</Trans>
      </h1>
      <ControllerNotice />
      <div className="rooms-month">
        <HrefLink href={href({ month: shiftMonth(month, -1) })}>
          <Trans>前の月</Trans>
        </HrefLink>
        <strong data-testid="calendar-month">
          <Trans>
            {year}年{monthNumber}月
          </Trans>
        </strong>
        <HrefLink href={href({ month: shiftMonth(month, 1) })}>
          <Trans>次の月</Trans>
        </HrefLink>
      </div>
      <div className="rooms-actions">
        <label htmlFor={selectId}>
          <Trans>部屋タイプ</Trans>
        </label>
        <select
          id={selectId}
          className="input"
          style={{ width: 'auto' }}
          value={search.room_id}
          onChange={(e) => navigate(href({ room_id: Number(e.target.value) }))}
        >
          <option value={0}>{t`すべての部屋タイプ`}</option>
          {rooms.map((r) => (
            <option key={r.room_id} value={r.room_id}>
              {r.names.ja}
            </option>
          ))}
        </select>
        {readOnly ? null : (
          <HrefLink
            className="button"
            href={langPath(
              lang,
              `${basePath}/room/calendar-edit${search.room_id ? `?room_id=${search.room_id}` : ''}`,
            )}
          >
            <Trans>在庫を設定</Trans>
          </HrefLink>
        )}
      </div>
      {stocks.error ? (
        <div className="form__failure" role="alert">
          {errorText(stocks.error)}
        </div>
      ) : null}
      <div className="rooms-table-box">
        <table className="rooms-table" data-testid="stock-calendar">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                <Trans>日付</Trans>
              </th>
              {shown.map((r) => (
                <th key={r.room_id} scope="colgroup" colSpan={3}>
                  {r.names.ja}
                </th>
              ))}
            </tr>
            <tr>
              {shown.flatMap((r) => [
                <th key={`${r.room_id}-s`} scope="col">
                  <Trans>在庫</Trans>
                </th>,
                <th key={`${r.room_id}-d`} scope="col">
                  <Trans>販売</Trans>
                </th>,
                <th key={`${r.room_id}-r`} scope="col">
                  <Trans>残り</Trans>
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, i) => (
              <tr key={date}>
                <th scope="row" className={dayClass(date)}>
                  {readOnly ? (
                    date.slice(5)
                  ) : (
                    <HrefLink
                      href={langPath(
                        lang,
                        `${basePath}/room/calendar-edit?date=${date}${search.room_id ? `&room_id=${search.room_id}` : ''}`,
                      )}
                    >
                      {date.slice(5)}
                    </HrefLink>
                  )}{' '}
                  ({i18n._(weekdayLabel(weekdayOf(date)))})
                </th>
                {shown.flatMap((r) => {
                  const night = byRoom.get(r.room_id)?.[i];
                  return [
                    <td key={`${r.room_id}-s`} className="num">
                      {night?.stock ?? 0}
                    </td>,
                    <td key={`${r.room_id}-d`} className="num">
                      {night?.sold ?? 0}
                    </td>,
                    <td key={`${r.room_id}-r`} className="num">
                      {night?.remaining ?? 0}
                    </td>,
                  ];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
