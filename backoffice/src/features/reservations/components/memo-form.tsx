import { useLingui } from '@lingui/react/macro';
import { MAX_MEMO_LENGTH, updateReservationMemoBody } from '@tomaru/domain/schemas/reservations';
import type { StaffKind } from '@tomaru/ui/api';
import { SchemaFormView, SubmitButton, useFieldError, useSchemaForm } from '@tomaru/ui/schema-form';
import { useId, useState } from 'react';
import { useUpdateReservationMemo } from '../hooks/use-reservation-writes';
import { formatIsoTokyo } from './format-dates';

/** The hotel's own memo on a reservation (never shown to the guest), on the one form pattern. */
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
  const ids = { memo: useId(), count: useId(), issue: useId() };
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const save = useUpdateReservationMemo(kind);
  const form = useSchemaForm(updateReservationMemoBody, {
    defaultValues: { reservation_id: reservationId, memo },
    onSubmit: async (body) => {
      setSavedAt(null);
      const answer = await save.mutateAsync(body);
      form.reset({ reservation_id: reservationId, memo: answer.hotel_memo });
      setSavedAt(formatIsoTokyo(answer.updated_at));
    },
  });
  const issue = useFieldError(form, 'memo');
  const length = form.watch('memo').length;
  const at = savedAt ?? '';
  return (
    <SchemaFormView form={form}>
      <div className="field">
        <label htmlFor={ids.memo}>{t`ホテル用メモ（お客様には表示されません）`}</label>
        <textarea
          id={ids.memo}
          rows={5}
          maxLength={MAX_MEMO_LENGTH}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${ids.count} ${ids.issue}` : ids.count}
          {...form.register('memo', { onChange: () => setSavedAt(null) })}
        />
        <span className="rsv-sub" id={ids.count}>
          {t`${length} / ${MAX_MEMO_LENGTH} 文字`}
        </span>
        {issue ? (
          <p className="field__error" id={ids.issue}>
            {issue}
          </p>
        ) : null}
      </div>
      <div className="rsv-actions">
        <SubmitButton form={form}>{t`メモを保存`}</SubmitButton>
      </div>
      <div role="status">
        {savedAt !== null ? <p className="rsv-ok">{t`メモを保存しました（${at}）。`}</p> : null}
      </div>
    </SchemaFormView>
  );
}
