import { Trans, useLingui } from '@lingui/react/macro';
import { useErrorText } from '@tomaru/ui/error-text';
import { LANGUAGE_LABELS } from '@tomaru/ui/labels/language';
import type { Lang } from '@tomaru/ui/lang';
import { useState } from 'react';
import type { ImageSet, StoredImage } from '../api/images';

type Alt = StoredImage['alt'];
type Row = { image: StoredImage; alt: Alt };

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * A set's photos: reorder (up and down), alt texts in each language the hotel offers, delete with a
 * confirmation. Order and alt texts are saved together; a delete is at once. The page shows a new
 * list (keyed by the set's stamp) after each save, so this one never outlives the set it edits.
 */
export function ImageList({
  set,
  languages,
  readOnly,
  save,
  remove,
}: {
  set: ImageSet;
  languages: readonly Lang[];
  readOnly: boolean;
  save: (rows: { image_id: number; alt: Alt }[], updatedAt: number) => Promise<unknown>;
  remove: (imageId: number) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [rows, setRows] = useState<Row[]>(() => set.images.map((image) => ({ image, alt: image.alt })));
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + by, 0, row);
    setRows(next);
  };
  const setAlt = (index: number, lang: Lang, value: string) => {
    setRows(rows.map((r, i) => (i === index ? { ...r, alt: { ...r.alt, [lang]: value } } : r)));
  };
  async function run(action: () => Promise<unknown>) {
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  }

  if (rows.length === 0) {
    return (
      <p>
        <Trans>まだ写真はありません。</Trans>
      </p>
    );
  }
  return (
    <form
      aria-label={t`写真の並び順と代替テキスト`}
      onSubmit={(e) => {
        e.preventDefault();
        void run(() =>
          save(
            rows.map((r) => ({ image_id: r.image.image_id, alt: r.alt })),
            set.updated_at,
          ),
        );
      }}
    >
      <ol className="image-set__list">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.image.image_id} className="image-set__item" data-testid="image-row">
              <img
                src={row.image.url}
                srcSet={row.image.srcset}
                sizes="10rem"
                width={row.image.width}
                height={row.image.height}
                loading="lazy"
                alt={row.alt.ja || t`写真${n}`}
              />
              <div>
                <p className="image-set__facts">
                  {t`写真${n}`} ・ {row.image.width}×{row.image.height} ・ {kb(row.image.byte_size)} KB
                </p>
                {languages.map((lang) => {
                  const id = `alt-${row.image.image_id}-${lang}`;
                  const language = i18n._(LANGUAGE_LABELS[lang]);
                  return (
                    <div key={lang} className="image-set__alt">
                      <label htmlFor={id}>{t`写真${n}の代替テキスト（${language}）`}</label>
                      <input
                        id={id}
                        type="text"
                        maxLength={200}
                        value={row.alt[lang] ?? ''}
                        readOnly={readOnly}
                        onChange={(e) => setAlt(index, lang, e.target.value)}
                      />
                    </div>
                  );
                })}
                {readOnly ? null : (
                  <div className="image-set__actions">
                    <button
                      className="button"
                      type="button"
                      onClick={() => move(index, -1)}
                      disabled={index === 0 || pending}
                      aria-label={t`写真${n}を前へ`}
                    >
                      ↑
                    </button>
                    <button
                      className="button"
                      type="button"
                      onClick={() => move(index, 1)}
                      disabled={index === rows.length - 1 || pending}
                      aria-label={t`写真${n}を後ろへ`}
                    >
                      ↓
                    </button>
                    {confirming === row.image.image_id ? (
                      <>
                        <span role="status">
                          <Trans>この写真を削除しますか？</Trans>
                        </span>
                        <button
                          className="button"
                          type="button"
                          disabled={pending}
                          onClick={() => void run(() => remove(row.image.image_id))}
                        >
                          <Trans>削除する</Trans>
                        </button>
                        <button className="button" type="button" onClick={() => setConfirming(null)}>
                          <Trans>やめる</Trans>
                        </button>
                      </>
                    ) : (
                      <button
                        className="button"
                        type="button"
                        disabled={pending}
                        onClick={() => setConfirming(row.image.image_id)}
                        aria-label={t`写真${n}を削除`}
                      >
                        <Trans>削除</Trans>
                      </button>
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {readOnly ? null : (
        <button className="button button--primary" type="submit" disabled={pending} aria-busy={pending}>
          <Trans>並び順と代替テキストを保存</Trans>
        </button>
      )}
    </form>
  );
}
