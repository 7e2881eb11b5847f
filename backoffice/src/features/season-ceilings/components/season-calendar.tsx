import { useLingui } from '@lingui/react/macro';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { useState } from 'react';
import type { Season } from '../api/season-ceilings';

/** The dates of a month (`YYYY-MM`) and the weekday (0 = Sunday) of its first day. */
function monthDays(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const dates = Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return { dates, firstWeekday };
}

/** The month `n` months after `month` (`YYYY-MM`). */
function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** The season holding a stay date, if any (seasons never overlap). */
const seasonOn = (seasons: readonly Season[], date: string) =>
  seasons.find((s) => s.stay_from <= date && date <= s.stay_to);

/**
 * A month of stay dates: each date in a season says from when (Japan time) it can be booked, and
 * whether that time has come. Previous and next month.
 */
export function SeasonCalendar({ seasons }: { seasons: readonly Season[] }) {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => todayInTokyo().slice(0, 7));
  const { dates, firstWeekday } = monthDays(month);
  const weekdays = [t`日`, t`月`, t`火`, t`水`, t`木`, t`金`, t`土`];
  // Blank cells before the 1st and after the last day are named by their place (`blank-3`).
  const cells: string[] = [...Array.from({ length: firstWeekday }, (_, i) => `blank-${i}`), ...dates];
  while (cells.length % 7 !== 0) cells.push(`blank-${cells.length}`);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const title = t`${year}年${monthNumber}月`;

  return (
    <section className="sc-calendar" aria-labelledby="sc-calendar-title">
      <h2 id="sc-calendar-title">{t`予約開始カレンダー`}</h2>
      <div className="sc-calendar__nav">
        <button type="button" className="button" onClick={() => setMonth(addMonths(month, -1))}>
          {t`前の月`}
        </button>
        <span aria-live="polite" className="sc-calendar__month" data-testid="sc-month">
          {title}
        </span>
        <button type="button" className="button" onClick={() => setMonth(addMonths(month, 1))}>
          {t`次の月`}
        </button>
      </div>
      <table className="sc-month">
        <caption className="visually-hidden">{t`${title}の宿泊日ごとの予約開始日時`}</caption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th scope="col" key={w}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.join()}>
              {week.map((date) => {
                if (date.startsWith('blank-')) return <td key={date} className="sc-day sc-day--blank" />;
                const season = seasonOn(seasons, date);
                const day = Number(date.slice(8));
                const opens = season
                  ? `${season.opens_at.slice(5, 10).replace('-', '/')} ${season.opens_at.slice(11)}`
                  : '';
                return (
                  <td
                    key={date}
                    data-date={date}
                    className={`sc-day${season ? (season.is_open ? ' sc-day--open' : ' sc-day--later') : ''}`}
                  >
                    <span className="sc-day__number">{day}</span>
                    {season ? (
                      <span className="sc-day__opens">{season.is_open ? t`受付中` : t`${opens}〜`}</span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sc-legend">
        <span className="sc-swatch sc-day--later" aria-hidden="true" /> {t`予約開始前（表示の日時から受付）`}{' '}
        <span className="sc-swatch sc-day--open" aria-hidden="true" /> {t`予約受付中`}
      </p>
    </section>
  );
}
