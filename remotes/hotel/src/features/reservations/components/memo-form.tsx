import { useLingui } from '@lingui/react/macro';
import { MAX_MEMO_LENGTH, updateReservationMemoBody } from '@tomaru/domain/schemas/reservations';
import type { StaffKind } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/reservations/labels';
import { formatIsoTokyo } from '@tomaru/ui/reservations/reservation-list';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { updateReservationMemo } from '../api/update-reservation-memo';

/** The hotel's own memo on a reservation (never shown to the guest), saved with a confirmation. */
export function MemoForm({
  kind,
  reservationId,
  memo,
}: {
  kind: StaffKind;
  reservationId: number;
  memo: string;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const ids = { memo: useId(), count: useId(), issue: useId() };
  const [text, setText] = useState(memo);
  const [saved, setSaved] = useState<string | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    setFailure(null);
    const parsed = v.safeParse(updateReservationMemoBody, { reservation_id: reservationId, memo: text });
    if (!parsed.success) {
      setIssue(parsed.issues[0]?.message ?? 'invalid_value');
      return;
    }
    setIssue(null);
    setBusy(true);
    try {
      const answer = await updateReservationMemo(kind, parsed.output);
      setText(answer.hotel_memo);
      setSaved(formatIsoTokyo(answer.updated_at));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const length = text.length;
  const at = saved ?? '';
  return (
    <form className="form" onSubmit={(e) => void save(e)} noValidate>
      <div className="field">
        <label htmlFor={ids.memo}>{t`ホテル用メモ（お客様には表示されません）`}</label>
        <textarea
          id={ids.memo}
          rows={5}
          value={text}
          maxLength={MAX_MEMO_LENGTH}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${ids.count} ${ids.issue}` : ids.count}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(null);
          }}
        />
        <span className="rsv-sub" id={ids.count}>
          {t`${length} / ${MAX_MEMO_LENGTH} 文字`}
        </span>
        {issue ? (
          <p className="field__error" id={ids.issue}>
            {errorText(issue)}
          </p>
        ) : null}
      </div>
      <div className="rsv-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t`保存中…` : t`メモを保存`}
        </button>
      </div>
      <div role="status">
        {saved !== null ? <p className="rsv-ok">{t`メモを保存しました（${at}）。`}</p> : null}
      </div>
      {failure ? (
        <p className="form__failure" role="alert">
          {errorText(failure)}
        </p>
      ) : null}
    </form>
  );
}
