import { useLingui } from '@lingui/react/macro';
import { cancelFee } from '@tomaru/domain/pricing/cancellation';
import type { StaffKind } from '@tomaru/ui/api';
import { formatYen } from '@tomaru/ui/format';
import { SchemaFormView, useSchemaForm } from '@tomaru/ui/schema-form';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { CancelReservationAnswer } from '../api/cancel-reservation';
import { useCancelReservation } from '../hooks/use-reservation-writes';
import { useErrorText } from './labels';

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
 * The dialog's form: the fee as typed (full-width digits and commas allowed), read as the whole yen
 * the server takes (`signedCancelBody.cancel_fee`), never above the reservation's total (the server
 * refuses that too, on the same field).
 */
const cancelForm = (total: number) =>
  v.object({
    cancel_fee: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('required'),
      v.transform(feeFromText),
      v.number('number_only'),
      v.maxValue(total, 'max_value'),
    ),
  });

/**
 * Cancel by the hotel: a confirmation dialog that shows the fee the plan's schedule gives today, lets
 * staff adjust it (0 waives it), and sends it with the cancellation.
 */
export function CancelReservation({ kind, reservation, now = () => Date.now() / 1000, onCanceled }: Props) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [scheduled, setScheduled] = useState({ percent: 0, fee: 0 });

  // The <dialog> element opens modally only through its methods (happy-dom lacks them: the attribute then).
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
    const { cancel_policy, stay_start_date, total_include_tax } = reservation;
    setScheduled(cancelFee(cancel_policy, stay_start_date, now(), total_include_tax));
    setOpen(true);
  }

  const ids = { title: useId() };
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
          <CancelForm
            kind={kind}
            reservation={reservation}
            scheduled={scheduled}
            titleId={ids.title}
            onClose={() => setOpen(false)}
            onCanceled={(answer) => {
              setOpen(false);
              onCanceled(answer);
            }}
          />
        ) : null}
      </dialog>
    </>
  );
}

function CancelForm({
  kind,
  reservation,
  scheduled,
  titleId,
  onClose,
  onCanceled,
}: Omit<Props, 'now'> & {
  scheduled: { percent: number; fee: number };
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const cancel = useCancelReservation(kind);
  const form = useSchemaForm(cancelForm(reservation.total_include_tax), {
    defaultValues: { cancel_fee: String(scheduled.fee) },
    onSubmit: async ({ cancel_fee }) =>
      onCanceled(await cancel.mutateAsync({ reservation_id: reservation.reservation_id, cancel_fee })),
  });
  const ids = { fee: useId(), help: useId(), issue: useId() };
  const yen = (n: number) => formatYen(n, i18n.locale);
  const total = yen(reservation.total_include_tax);
  const scheduledFee = yen(scheduled.fee);
  const percent = scheduled.percent;
  const displayId = reservation.display_id;
  const code = form.formState.errors.cancel_fee?.message;
  return (
    <SchemaFormView form={form}>
      <h2 id={titleId}>{t`予約をキャンセルしますか？`}</h2>
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
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? `${ids.help} ${ids.issue}` : ids.help}
          {...form.register('cancel_fee')}
        />
        <span className="rsv-sub" id={ids.help}>
          {t`金額を変更できます。0円にするとキャンセル料を免除します。`}
        </span>
        {code ? (
          <p className="field__error" id={ids.issue}>
            {code === 'max_value'
              ? t`キャンセル料は合計金額（${total}）以下にしてください。`
              : errorText(code)}
          </p>
        ) : null}
      </div>
      <div className="rsv-actions">
        <button type="submit" className="button button--primary rsv-danger" disabled={form.pending}>
          {form.pending ? t`処理中…` : t`キャンセルを確定する`}
        </button>
        <button type="button" className="button" onClick={onClose} disabled={form.pending}>
          {t`戻る`}
        </button>
      </div>
    </SchemaFormView>
  );
}
