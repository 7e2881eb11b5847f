import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { useErrorText } from '@tomaru/ui/error-text';
import { formatPlainDate, formatYen } from '@tomaru/ui/format';
import { useLang } from '@tomaru/ui/lang';
import { formatShortDate } from '@tomaru/ui/stay-dates';
import { useState } from 'react';
import { priceStocksQuery, type StockDay } from '../../api/plans';

/** The later of two YYYY-MM-DD dates (the calendar never starts before today). */
const laterDate = (a: string, b: string) => (a.localeCompare(b) > 0 ? a : b);

function Cell({
  day,
  today,
  label,
  onPick,
}: {
  day: StockDay;
  today: string;
  label: string;
  onPick: (date: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (day.date >= today && day.opens_at) {
    // A night of a season whose bookings open later (一斉予約開始): from when, Japan time.
    const when = `${formatPlainDate(day.opens_at.slice(0, 10), i18n.locale)} ${day.opens_at.slice(11, 16)}`;
    return (
      <td className="stock-cell stock-cell--none" data-opens-at={day.opens_at}>
        {t`${when}（日本時間）から予約受付`}
      </td>
    );
  }
  if (day.date < today || !day.on_sale || day.price_per_adult === null)
    return (
      <td className="stock-cell stock-cell--none">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">
          <Trans>販売なし</Trans>
        </span>
      </td>
    );
  if (day.remaining <= 0)
    return (
      <td className="stock-cell stock-cell--out">
        <Trans>満室</Trans>
      </td>
    );
  const yen = formatYen(day.price_per_adult, i18n.locale);
  const left = day.remaining;
  const date = formatPlainDate(day.date, i18n.locale);
  return (
    <td className="stock-cell">
      <button
        type="button"
        className="stock-cell__pick"
        data-date={day.date}
        onClick={() => onPick(day.date)}
      >
        <span className="visually-hidden">{t`${date}にチェックイン：${label}`}</span>
        <span>{t`残り${left}室`}</span>
        <span>
          <span className="visually-hidden">{t`大人1名`}</span>
          {yen}
        </span>
      </button>
    </td>
  );
}

/**
 * The room stock calendar: a week of every plan × room with rooms left and the price per adult per
 * night; previous and next week; choosing a bookable day picks it as the check-in date.
 */
export function StockCalendar({
  hotelId,
  adults,
  onPick,
  start,
}: {
  hotelId: number;
  /** The price per adult shown is the one for rooms shared by this many adults. */
  adults: number;
  onPick: (date: string) => void;
  /** The first day shown (default: today in Japan). */
  start?: string;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const today = todayInTokyo();
  const first = start && start > today ? start : today;
  const [from, setFrom] = useState(first);
  const week = useQuery(priceStocksQuery(hotelId, from, Math.min(Math.max(adults, 1), 20), lang));
  const data = week.status === 'success' ? week.data : null;
  const firstDay = formatPlainDate(from, lang);
  return (
    <section className="stock-calendar" aria-labelledby="stock-calendar-title">
      <h2 id="stock-calendar-title">
        <Trans>空室カレンダー</Trans>
      </h2>
      <p className="field__hint">
        {t`大人${adults}名1室利用時の1名1泊の料金（税込）です。日付を選ぶとチェックイン日に指定できます。`}
      </p>
      <div className="stock-calendar__nav">
        <button
          type="button"
          className="button"
          disabled={!data || from <= today}
          onClick={() => data && setFrom(laterDate(data.prev_from, today))}
        >
          <Trans>前の週</Trans>
        </button>
        <span aria-live="polite" className="stock-calendar__week">
          {t`${firstDay}から1週間`}
        </span>
        <button
          type="button"
          className="button"
          disabled={!data}
          onClick={() => data && setFrom(data.next_from)}
        >
          <Trans>次の週</Trans>
        </button>
      </div>
      {week.status === 'pending' ? (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      ) : week.status === 'error' ? (
        <p className="form__failure" role="alert">
          {errorText(week.error)}
        </p>
      ) : week.data.plans.length === 0 ? (
        <p>
          <Trans>現在販売中のプランはありません。</Trans>
        </p>
      ) : (
        <div className="stock-calendar__scroll">
          <table className="stock-table">
            <caption className="visually-hidden">
              <Trans>プラン・客室ごとの残室数と大人1名の料金</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>プラン・客室</Trans>
                </th>
                {week.data.dates.map((d) => (
                  <th scope="col" key={d} data-date={d}>
                    {formatShortDate(d, lang)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {week.data.plans.flatMap((plan) =>
                plan.rooms.map((room) => (
                  <tr key={`${plan.plan_id}-${room.room_id}`}>
                    <th scope="row">
                      <span className="stock-table__plan">{plan.title}</span>
                      <span className="stock-table__room">{room.name}</span>
                    </th>
                    {room.days.map((day) => (
                      <Cell
                        key={day.date}
                        day={day}
                        today={today}
                        label={`${plan.title} ${room.name}`}
                        onPick={onPick}
                      />
                    ))}
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
