import { useLingui } from '@lingui/react/macro';
import { signedCancelBody } from '@tomaru/domain/schemas/manage';
import type { StaffKind } from '@tomaru/ui/api';
import { formatYen } from '@tomaru/ui/format';
import { useErrorText } from '@tomaru/ui/reservations/labels';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  type CancelReservationAnswer,
  cancelReservation,
  scheduledCancelFee,
} from '../api/cancel-reservation';

type CancelTarget = {
  reservation_id: number;
  display_id: string;
  stay_start_date: string;
  total_include_tax: number;
  cancel_policy: readonly { days_before: number; percent: number }[];
};

type Props = {
  kind: StaffKind;
  reservation: CancelTarget;
  /** The instant the schedule is read at (Unix seconds); now unless a test says otherwise. */
  now?: () => number;
  onCanceled: (answer: CancelReservationAnswer) => void;
};

/** The fee field's text as the body's number: digits only, else NaN (the schema then says why). */
export function feeFromText(text: string): number {
  const trimmed = text.normalize('NFKC').replaceAll(',', '').trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Cancel by the hotel: a confirmation dialog that shows the fee the plan's schedule gives today, lets
 * staff adjust it (0 waives it), and sends it with the cancellation.
 */
export function CancelReservation({ kind, reservation, now = () => Date.now() / 1000, onCanceled }: Props) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [scheduled, setScheduled] = useState({ percent: 0, fee: 0 });
  const [feeText, setFeeText] = useState('0');
  const [issue, setIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), fee: useId(), help: useId(), issue: useId() };
  const yen = (n: number) => formatYen(n, i18n.locale);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  function openDialog() {
    const today = scheduledCancelFee(reservation, now());
    setScheduled(today);
    setFeeText(String(today.fee));
    setIssue(null);
    setFailure(null);
    setOpen(true);
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const fee = feeFromText(feeText);
    const parsed = v.safeParse(signedCancelBody, {
      reservation_id: reservation.reservation_id,
      cancel_fee: fee,
    });
    if (!parsed.success) {
      setIssue(feeText.trim() === '' ? 'required' : (parsed.issues[0]?.message ?? 'invalid_value'));
      return;
    }
    if (fee > reservation.total_include_tax) {
      setIssue('max_value');
      return;
    }
    setIssue(null);
    setFailure(null);
    setBusy(true);
    try {
      const answer = await cancelReservation(kind, parsed.output);
      setOpen(false);
      onCanceled(answer);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const total = yen(reservation.total_include_tax);
  const scheduledFee = yen(scheduled.fee);
  const percent = scheduled.percent;
  const displayId = reservation.display_id;
  return (
    <>
      <button type="button" className="button rsv-danger" onClick={openDialog}>
        {t`予約をキャンセルする`}
      </button>
      <dialog
        ref={dialogRef}
        className="rsv-dialog"
        aria-labelledby={ids.title}
        onClose={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      >
        {open ? (
          <form className="form" onSubmit={(e) => void confirm(e)} noValidate>
            <h2 id={ids.title}>{t`予約をキャンセルしますか？`}</h2>
            <p>{t`予約番号 ${displayId}（合計 ${total}）をホテル都合・ご連絡によりキャンセルします。お客様にキャンセルのメールが送られます。`}</p>
            <p className="lead" data-testid="scheduled-fee">
              {t`本日のキャンセル規定によるキャンセル料: ${scheduledFee}（${percent}%）`}
            </p>
            <div className="field">
              <label htmlFor={ids.fee}>{t`記録するキャンセル料（円）`}</label>
              <input
                id={ids.fee}
                inputMode="numeric"
                autoComplete="off"
                value={feeText}
                aria-invalid={issue ? true : undefined}
                aria-describedby={issue ? `${ids.help} ${ids.issue}` : ids.help}
                onChange={(e) => setFeeText(e.target.value)}
              />
              <span className="rsv-sub" id={ids.help}>
                {t`金額を変更できます。0円にするとキャンセル料を免除します。`}
              </span>
              {issue ? (
                <p className="field__error" id={ids.issue}>
                  {issue === 'max_value'
                    ? t`キャンセル料は合計金額（${total}）以下にしてください。`
                    : errorText(issue)}
                </p>
              ) : null}
            </div>
            {failure ? (
              <p className="form__failure" role="alert">
                {errorText(failure)}
              </p>
            ) : null}
            <div className="rsv-actions">
              <button type="submit" className="button button--primary rsv-danger" disabled={busy}>
                {busy ? t`処理中…` : t`キャンセルを確定する`}
              </button>
              <button type="button" className="button" onClick={() => setOpen(false)} disabled={busy}>
                {t`戻る`}
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </>
  );
}
