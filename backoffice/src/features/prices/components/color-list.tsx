import { Trans, useLingui } from '@lingui/react/macro';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { FormAlert } from '@tomaru/ui/form-alert';
import { useState } from 'react';
import { type Color, useCreateColor, useDeleteColor, useUpdateColor } from '../api/prices';

type Draft = { name: string; hex: string; display_order: string };
const draftOf = (c: Color): Draft => ({ name: c.name, hex: c.hex, display_order: String(c.display_order) });

/** One colour's row: name, colour, order, save and delete (refused while dates or prices use it). */
function ColorRow({
  color,
  readOnly,
  onError,
}: {
  color: Color;
  readOnly: boolean;
  onError: (e: unknown) => void;
}) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const updateColor = useUpdateColor(viewer);
  const deleteColor = useDeleteColor(viewer);
  const [draft, setDraft] = useState(draftOf(color));
  const save = async () => {
    try {
      await updateColor.mutateAsync({
        hotel_id: entityId,
        color_id: color.color_id,
        name: draft.name,
        hex: draft.hex,
        display_order: Number(draft.display_order) || 0,
      });
    } catch (e) {
      onError(e);
    }
  };
  const remove = async () => {
    if (!window.confirm(t`料金ランク「${color.name}」を削除しますか？`)) return;
    try {
      await deleteColor.mutateAsync({ hotel_id: entityId, color_id: color.color_id });
    } catch (e) {
      onError(e);
    }
  };
  const inUse = color.used_by_dates + color.used_by_prices > 0;
  return (
    <tr>
      <td>
        <input
          className="input"
          aria-label={t`料金ランク名`}
          value={draft.name}
          readOnly={readOnly}
          maxLength={30}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </td>
      <td>
        <input
          type="color"
          aria-label={t`「${color.name}」の色`}
          value={draft.hex}
          disabled={readOnly}
          onChange={(e) => setDraft({ ...draft, hex: e.target.value })}
        />
      </td>
      <td>
        <input
          className="input"
          inputMode="numeric"
          size={4}
          aria-label={t`「${color.name}」の表示順`}
          value={draft.display_order}
          readOnly={readOnly}
          onChange={(e) => setDraft({ ...draft, display_order: e.target.value })}
        />
      </td>
      <td>{t`日付${color.used_by_dates}件・料金${color.used_by_prices}件`}</td>
      {readOnly ? null : (
        <td>
          <button type="button" className="button button--small" onClick={save}>
            {t`「${color.name}」を保存`}
          </button>{' '}
          <button
            type="button"
            className="button button--small"
            onClick={remove}
            disabled={inUse}
            title={inUse ? t`使われている料金ランクは削除できません` : undefined}
          >
            {t`「${color.name}」を削除`}
          </button>
        </td>
      )}
    </tr>
  );
}

/** The hotel's price ranks: the list with its edits, and a form adding one. */
export function ColorList({ colors, readOnly }: { colors: readonly Color[]; readOnly: boolean }) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const createColor = useCreateColor(viewer);
  const [failure, setFailure] = useState<unknown>(null);
  const [fresh, setFresh] = useState({ name: '', hex: '#4a90d9' });
  const add = async () => {
    setFailure(null);
    try {
      await createColor.mutateAsync({ hotel_id: entityId, name: fresh.name, hex: fresh.hex });
      setFresh({ name: '', hex: fresh.hex });
    } catch (e) {
      setFailure(e);
    }
  };
  return (
    <section aria-labelledby="color-list-title">
      <h2 id="color-list-title">
        <Trans>料金ランク（色）</Trans>
      </h2>
      <div className="price-box">
        <table className="color-list">
          <thead>
            <tr>
              <th scope="col">{t`名前`}</th>
              <th scope="col">{t`色`}</th>
              <th scope="col">{t`表示順`}</th>
              <th scope="col">{t`使用中`}</th>
              {readOnly ? null : <th scope="col">{t`操作`}</th>}
            </tr>
          </thead>
          <tbody>
            {colors.map((c) => (
              <ColorRow
                key={`${c.color_id}:${c.name}:${c.hex}:${c.display_order}`}
                color={c}
                readOnly={readOnly}
                onError={setFailure}
              />
            ))}
          </tbody>
        </table>
      </div>
      {readOnly ? null : (
        <div className="price-actions">
          <label>
            {t`新しい料金ランク名`}{' '}
            <input
              className="input"
              value={fresh.name}
              maxLength={30}
              onChange={(e) => setFresh({ ...fresh, name: e.target.value })}
            />
          </label>
          <label>
            {t`新しい料金ランクの色`}{' '}
            <input
              type="color"
              value={fresh.hex}
              onChange={(e) => setFresh({ ...fresh, hex: e.target.value })}
            />
          </label>
          <button type="button" className="button" onClick={add} disabled={fresh.name.trim() === ''}>
            <Trans>料金ランクを追加</Trans>
          </button>
        </div>
      )}
      <FormAlert
        error={failure}
        audience="staff"
        className="price-error"
        labels={{ name: t`料金ランク名`, hex: t`色` }}
      />
    </section>
  );
}
