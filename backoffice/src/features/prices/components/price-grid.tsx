import { Trans, useLingui } from '@lingui/react/macro';
import { localize } from '@tomaru/domain/languages';
import { MAX_PRICE } from '@tomaru/domain/schemas/prices';
import { FormAlert } from '@tomaru/ui/form-alert';
import { useLang } from '@tomaru/ui/lang';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PriceGridData } from '../api/prices';

type Cell = { room_id: number; color_id: number; adults: number; price: number };
const keyOf = (room: number, color: number, adults: number) => `${room}:${color}:${adults}`;

/** The grid's values as typed, by cell; a cell without a price is ''. */
function valuesOf(data: PriceGridData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of data.prices) out[keyOf(c.room_id, c.color_id, c.adults)] = String(c.price);
  return out;
}

/** A typed price as whole yen, null when empty, NaN when it is not a price. */
function parsePrice(typed: string): number | null {
  const s = typed.normalize('NFKC').replaceAll(',', '').trim();
  if (s === '') return null;
  if (!/^\d{1,8}$/.test(s)) return Number.NaN;
  const n = Number(s);
  return n <= MAX_PRICE ? n : Number.NaN;
}

type Props = {
  data: PriceGridData;
  readOnly: boolean;
  onSave: (cells: Cell[]) => Promise<unknown>;
  /** Tells the page whether there are changes not saved (it asks before the page is left). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * A plan's price table as a grid: a row per room × number of adults, a column per colour, each cell
 * the tax-included price per adult per night. A colour's column copies to the other colours, a room's
 * rows to the other rooms (within their capacity); one save sends every cell (decision 042).
 */
export function PriceGrid({ data, readOnly, onSave, onDirtyChange }: Props) {
  const { t } = useLingui();
  const lang = useLang();
  const initial = useMemo(() => valuesOf(data), [data]);
  const [values, setValues] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  // The failed save: 'typed' for prices the grid refuses itself, else what the save threw.
  const [failure, setFailure] = useState<unknown>(null);
  // The cells of the last save, in order: a refused `prices.N` is the N-th of them.
  const sent = useRef<Cell[]>([]);
  const dirty = Object.keys({ ...initial, ...values }).some((k) => (initial[k] ?? '') !== (values[k] ?? ''));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const roomName = (room: PriceGridData['rooms'][number]) => localize(room.names, lang);
  const cellLabel = (room: PriceGridData['rooms'][number], color: { name: string }, adults: number) =>
    t`${roomName(room)} ${color.name} 大人${adults}名の料金（円）`;
  /** A refused path of the last save (`prices.3.price`) by its cell's label. */
  const labelOfPath = (path: string) => {
    const cell = sent.current[Number(/^prices\.(\d+)$/.exec(path)?.[1] ?? Number.NaN)];
    const room = data.rooms.find((r) => r.room_id === cell?.room_id);
    const color = data.colors.find((c) => c.color_id === cell?.color_id);
    return cell && room && color ? cellLabel(room, color, cell.adults) : undefined;
  };
  const set = (key: string, value: string) => {
    setStatus('idle');
    setValues((v) => ({ ...v, [key]: value }));
  };

  const copyColor = (from: number) =>
    setValues((v) => {
      const next = { ...v };
      for (const room of data.rooms)
        for (const color of data.colors)
          for (let a = 1; a <= room.max_guests; a++)
            if (color.color_id !== from)
              next[keyOf(room.room_id, color.color_id, a)] = v[keyOf(room.room_id, from, a)] ?? '';
      return next;
    });
  const copyRoom = (from: PriceGridData['rooms'][number]) =>
    setValues((v) => {
      const next = { ...v };
      for (const room of data.rooms)
        for (const color of data.colors)
          for (let a = 1; a <= Math.min(room.max_guests, from.max_guests); a++)
            if (room.room_id !== from.room_id)
              next[keyOf(room.room_id, color.color_id, a)] = v[keyOf(from.room_id, color.color_id, a)] ?? '';
      return next;
    });

  const invalidKeys = Object.entries(values)
    .filter(([, typed]) => Number.isNaN(parsePrice(typed)))
    .map(([k]) => k);

  const save = async () => {
    setFailure(null);
    if (invalidKeys.length > 0) {
      setFailure('typed');
      return;
    }
    const cells: Cell[] = [];
    for (const room of data.rooms)
      for (const color of data.colors)
        for (let a = 1; a <= room.max_guests; a++) {
          const price = parsePrice(values[keyOf(room.room_id, color.color_id, a)] ?? '');
          if (price !== null && !Number.isNaN(price))
            cells.push({ room_id: room.room_id, color_id: color.color_id, adults: a, price });
        }
    if (cells.length === 0) return;
    setStatus('saving');
    sent.current = cells;
    try {
      await onSave(cells);
      // The grid as saved: typed values (full-width digits, commas) become the numbers sent.
      setValues(
        Object.fromEntries(cells.map((c) => [keyOf(c.room_id, c.color_id, c.adults), String(c.price)])),
      );
      setStatus('saved');
    } catch (e) {
      setStatus('idle');
      setFailure(e);
    }
  };

  if (data.rooms.length === 0 || data.colors.length === 0) {
    return (
      <p>
        <Trans>このプランには部屋または料金ランク（色）がありません。先に設定してください。</Trans>
      </p>
    );
  }

  return (
    <div>
      <p>
        <Trans>税込・大人1名・1泊あたりの料金です（人数は1部屋の大人の人数）。</Trans>
      </p>
      <section className="price-box" aria-label={t`料金表`}>
        <table className="price-grid">
          <thead>
            <tr>
              <th scope="col">
                <Trans>部屋・人数</Trans>
              </th>
              {data.colors.map((color) => (
                <th key={color.color_id} scope="col">
                  <span className="price-swatch" style={{ background: color.hex }} aria-hidden="true" />
                  {color.name}
                  {readOnly ? null : (
                    <div>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => copyColor(color.color_id)}
                      >
                        {t`「${color.name}」を他の色へコピー`}
                      </button>
                    </div>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {data.rooms.map((room) => (
            <tbody key={room.room_id}>
              <tr className="price-grid__room">
                <th scope="rowgroup" colSpan={data.colors.length + 1}>
                  {roomName(room)}{' '}
                  {readOnly ? null : (
                    <button type="button" className="button button--small" onClick={() => copyRoom(room)}>
                      {t`「${roomName(room)}」を他の部屋へコピー`}
                    </button>
                  )}
                </th>
              </tr>
              {Array.from({ length: room.max_guests }, (_, i) => i + 1).map((adults) => (
                <tr key={adults}>
                  <th scope="row">{t`大人${adults}名`}</th>
                  {data.colors.map((color) => {
                    const key = keyOf(room.room_id, color.color_id, adults);
                    const value = values[key] ?? '';
                    return (
                      <td key={color.color_id}>
                        <input
                          inputMode="numeric"
                          aria-label={cellLabel(room, color, adults)}
                          value={value}
                          readOnly={readOnly}
                          aria-invalid={invalidKeys.includes(key)}
                          className={(initial[key] ?? '') === value ? undefined : 'is-changed'}
                          onChange={(e) => set(key, e.target.value)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
      {readOnly ? (
        <p>
          <Trans>閲覧のみです。料金はホテル・チェーン・運営が変更できます。</Trans>
        </p>
      ) : (
        <div className="price-actions">
          <button type="button" className="button" onClick={save} disabled={status === 'saving' || !dirty}>
            <Trans>料金表を保存</Trans>
          </button>
          {dirty ? (
            <span>
              <Trans>保存していない変更があります。</Trans>
            </span>
          ) : null}
        </div>
      )}
      <div role="status">
        {status === 'saved' && !dirty ? (
          <p className="price-ok">
            <Trans>料金表を保存しました。</Trans>
          </p>
        ) : null}
      </div>
      <FormAlert
        error={failure}
        audience="staff"
        className="price-error"
        labels={labelOfPath}
        describe={failure === 'typed' ? () => t`料金は0〜10,000,000円の整数で入力してください。` : undefined}
      />
    </div>
  );
}
