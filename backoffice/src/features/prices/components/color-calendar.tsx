import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isJapaneseHoliday, weekdayOf } from '@tomaru/domain/dates/holidays';
import { addDays } from '@tomaru/domain/dates/stay';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { formatPlainDate } from '@tomaru/ui/format';
import { useLang } from '@tomaru/ui/lang';
import { useId, useState } from 'react';
import { type Color, colorDatesQuery, useUndoColorDates, useUpdateColorDates } from '../api/prices';

/** The first and last date of a month `YYYY-MM`. */
function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month before or after `YYYY-MM`. */
function shiftMonth(month: string, by: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

type Props = {
  month: string;
  colors: readonly Color[];
  readOnly: boolean;
  onMonth: (month: string) => void;
};

/**
 * The colour calendar of a month: pick a colour (or "not on sale"), click dates to give it; or give
 * it to a range by weekday, holiday and day before a holiday. Each click or range is one call. A
 * date's colour prices it for every plan, so the screen says so before a click, and after it offers
 * to put the previous colours back (issue 21).
 */
export function ColorCalendar({ month, colors, readOnly, onMonth }: Props) {
  const { t } = useLingui();
  const lang = useLang();
  const noticeId = useId();
  const { viewer, entityId } = useBackOffice();
  const updateColorDates = useUpdateColorDates(viewer);
  const undoColorDates = useUndoColorDates(viewer);
  const errorText = useErrorText('staff');
  const { from, to } = monthRange(month);
  const dates = useQuery(colorDatesQuery(viewer, entityId, from, to)).data ?? [];
  const colorOf = new Map(dates.map((d) => [d.date, d.color_id]));
  const byId = new Map(colors.map((c) => [c.color_id, c]));
  const [brush, setBrush] = useState<string>(colors[0] ? String(colors[0].color_id) : 'none');
  const [range, setRange] = useState({ from, to, weekdays: [] as number[], holidays: false, eve: false });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The last change, while it may be undone. */
  const [undoable, setUndoable] = useState<number | null>(null);
  const brushColor = brush === 'none' ? null : Number(brush);
  const brushName = byId.get(brushColor ?? -1)?.name ?? t`販売しない`;
  const weekdayNames = [t`日`, t`月`, t`火`, t`水`, t`木`, t`金`, t`土`];
  const nameOf = (colorId: number | null | undefined) => byId.get(colorId ?? -1)?.name ?? t`販売しない`;

  const send = async (body: Parameters<typeof updateColorDates.mutateAsync>[0]) => {
    setError(null);
    setDone(null);
    setUndoable(null);
    try {
      const { updated, change_id } = await updateColorDates.mutateAsync(body);
      const [one] = body.dates ?? [];
      if (updated === 0) setDone(t`料金ランクは変わりませんでした。`);
      else if (one && body.dates?.length === 1) {
        const day = formatPlainDate(one.date, lang);
        const was = nameOf(colorOf.get(one.date));
        const now = nameOf(one.color_id);
        setDone(
          t`${day}の料金ランクを「${was}」から「${now}」に変更しました。すべてのプランのこの日の料金が変わりました。`,
        );
      } else {
        const rank = nameOf(body.color_id);
        setDone(
          t`${updated}日の料金ランクを「${rank}」に変更しました。すべてのプランのこれらの日の料金が変わりました。`,
        );
      }
      setUndoable(change_id);
    } catch (e) {
      setError(errorText(e));
    }
  };

  const undo = async (changeId: number) => {
    setError(null);
    setDone(null);
    setUndoable(null);
    try {
      const { updated } = await undoColorDates.mutateAsync({ hotel_id: entityId, change_id: changeId });
      setDone(t`${updated}日の料金ランクを元に戻しました。すべてのプランの料金が変更前に戻りました。`);
    } catch (e) {
      setError(errorText(e));
    }
  };

  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  const lead = weekdayOf(from);
  // Blank cells before the 1st and after the last day, each with a key of its own.
  const cells: { key: string; date: string | null }[] = [
    ...Array.from({ length: lead }, (_, i) => ({ key: `before-${i}`, date: null })),
    ...days.map((date) => ({ key: date, date })),
  ];
  while (cells.length % 7) cells.push({ key: `after-${cells.length}`, date: null });
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));

  return (
    <section aria-labelledby="color-calendar-title">
      <h2 id="color-calendar-title">
        <Trans>料金カレンダー</Trans>
      </h2>
      <div className="color-calendar__nav">
        <button type="button" className="button button--small" onClick={() => onMonth(shiftMonth(month, -1))}>
          <Trans>前の月</Trans>
        </button>
        <strong>{month}</strong>
        <button type="button" className="button button--small" onClick={() => onMonth(shiftMonth(month, 1))}>
          <Trans>次の月</Trans>
        </button>
      </div>
      {readOnly ? null : (
        <label className="field">
          <span className="field__label">{t`クリックした日に付ける料金ランク`}</span>
          <select className="input" value={brush} onChange={(e) => setBrush(e.target.value)}>
            {colors.map((c) => (
              <option key={c.color_id} value={c.color_id}>
                {c.name}
              </option>
            ))}
            <option value="none">{t`販売しない`}</option>
          </select>
        </label>
      )}
      {readOnly ? null : (
        <p id={noticeId} className="price-notice">
          {brushColor === null
            ? t`日付をクリックするか「期間に設定」を押すと、その日はすべてのプランで販売しなくなります。`
            : t`日付をクリックするか「期間に設定」を押すと、その日の料金ランクが「${brushName}」になり、すべてのプランのその日の料金が「${brushName}」の料金に変わります。`}{' '}
          <Trans>変更の後は「元に戻す」で戻せます。</Trans>
        </p>
      )}
      <div className="price-box">
        <table className="color-calendar">
          <thead>
            <tr>
              {weekdayNames.map((w) => (
                <th key={w} scope="col">
                  {w}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.key}>
                {week.map(({ key, date }) => {
                  if (!date) return <td key={key} />;
                  const color = byId.get(colorOf.get(date) ?? -1);
                  const label = `${date} ${color ? color.name : t`販売しない`}${isJapaneseHoliday(date) ? ` ${t`祝日`}` : ''}`;
                  return (
                    <td key={date} style={color ? { background: `${color.hex}40` } : undefined}>
                      <button
                        type="button"
                        aria-label={label}
                        aria-describedby={readOnly ? undefined : noticeId}
                        disabled={readOnly}
                        onClick={() => send({ hotel_id: entityId, dates: [{ date, color_id: brushColor }] })}
                      >
                        <span
                          style={
                            isJapaneseHoliday(date) || weekdayOf(date) === 0
                              ? { color: '#b00020' }
                              : undefined
                          }
                        >
                          {Number(date.slice(8))}
                        </span>
                        <br />
                        <small>{color?.name ?? '—'}</small>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {readOnly ? null : (
        <form
          className="price-form"
          aria-label={t`期間でまとめて設定`}
          onSubmit={(e) => {
            e.preventDefault();
            void send({
              hotel_id: entityId,
              color_id: brushColor,
              from: range.from,
              to: range.to,
              weekdays: range.weekdays,
              holidays: range.holidays,
              day_before_holiday: range.eve,
            });
          }}
        >
          <fieldset>
            <legend>
              <Trans>期間でまとめて設定（選んだ料金ランクを付けます）</Trans>
            </legend>
            <div className="price-checks">
              <label>
                {t`開始日`}{' '}
                <input
                  type="date"
                  className="input"
                  value={range.from}
                  onChange={(e) => setRange({ ...range, from: e.target.value })}
                />
              </label>
              <label>
                {t`終了日`}{' '}
                <input
                  type="date"
                  className="input"
                  value={range.to}
                  onChange={(e) => setRange({ ...range, to: e.target.value })}
                />
              </label>
            </div>
            <div className="price-checks">
              {weekdayNames.map((w, day) => (
                <label key={w}>
                  <input
                    type="checkbox"
                    checked={range.weekdays.includes(day)}
                    onChange={(e) =>
                      setRange({
                        ...range,
                        weekdays: e.target.checked
                          ? [...range.weekdays, day]
                          : range.weekdays.filter((x) => x !== day),
                      })
                    }
                  />{' '}
                  {w}
                </label>
              ))}
              <label>
                <input
                  type="checkbox"
                  checked={range.holidays}
                  onChange={(e) => setRange({ ...range, holidays: e.target.checked })}
                />{' '}
                {t`祝日`}
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={range.eve}
                  onChange={(e) => setRange({ ...range, eve: e.target.checked })}
                />{' '}
                {t`休前日`}
              </label>
            </div>
            <p>
              <Trans>曜日などを選ばないときは期間のすべての日に設定します。</Trans>
            </p>
          </fieldset>
          <div>
            <button type="submit" className="button" aria-describedby={noticeId}>
              <Trans>期間に設定</Trans>
            </button>
          </div>
        </form>
      )}
      <div role="status">
        {done ? (
          <p className="price-ok">
            {done}{' '}
            {undoable === null ? null : (
              <button type="button" className="button button--small" onClick={() => void undo(undoable)}>
                <Trans>元に戻す</Trans>
              </button>
            )}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="price-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
