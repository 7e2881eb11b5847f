import { Trans, useLingui } from '@lingui/react/macro';
import { useErrorText } from '@tomaru/ui/error-text';
import { useEffect, useId, useState } from 'react';

type Stage = 'idle' | 'resizing' | 'uploading';

/**
 * Picks a photo, previews it, and hands it to `upload` (which resizes it in the browser and sends
 * the widths). The button says what is under way; a failure is shown in the user's words.
 */
export function ImageUploader({
  resize,
  upload,
}: {
  resize: (file: File) => Promise<Blob[]>;
  upload: (files: Blob[]) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function send() {
    if (!file) return;
    setFailure(null);
    setDone(false);
    let files: Blob[];
    try {
      setStage('resizing');
      files = await resize(file);
    } catch (error) {
      setStage('idle');
      setFailure(
        error instanceof Error && error.message === 'too_large'
          ? t`画像ファイルが大きすぎます。小さい画像を選んでください。`
          : t`この画像は読み込めませんでした。JPEG・PNG・WebPの画像を選んでください。`,
      );
      return;
    }
    try {
      setStage('uploading');
      await upload(files);
      setFile(null);
      setPreview(null);
      setDone(true);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setStage('idle');
    }
  }

  const pending = stage !== 'idle';
  return (
    <section className="image-upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>
        <Trans>写真を追加</Trans>
      </h2>
      <label htmlFor={inputId}>
        <Trans>画像ファイル（JPEG・PNG・WebP）</Trans>
      </label>{' '}
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={pending}
        onChange={(e) => {
          setDone(false);
          setFailure(null);
          setFile(e.target.files?.[0] ?? null);
        }}
      />
      {preview ? (
        <img className="image-upload__preview" src={preview} alt={t`選んだ画像のプレビュー`} />
      ) : null}
      <p>
        <button
          className="button button--primary"
          type="button"
          onClick={send}
          disabled={!file || pending}
          aria-busy={pending}
        >
          {stage === 'resizing' ? (
            <Trans>画像を縮小しています…</Trans>
          ) : stage === 'uploading' ? (
            <Trans>アップロードしています…</Trans>
          ) : (
            <Trans>アップロードする</Trans>
          )}
        </button>
      </p>
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {done ? (
        <p role="status">
          <Trans>写真を追加しました。</Trans>
        </p>
      ) : null}
    </section>
  );
}
