import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { FormAlert } from '@tomaru/ui/form-alert';
import { useIssueFields } from '@tomaru/ui/issue-fields';
import { useState } from 'react';
import { memberDiscountQuery, useUpdateMemberDiscount } from '../api/prices';

type Discount = { kind: 'percent' | 'yen_per_night_per_room'; value: number; is_active: boolean };

/** The hotel's discount for signed-in members: percent of the stay, or yen per night per room. */
export function MemberDiscountForm({ readOnly }: { readOnly: boolean }) {
  const { viewer, entityId } = useBackOffice();
  const stored = useQuery(memberDiscountQuery(viewer, entityId));
  if (stored.isPending) return null;
  const d = stored.data;
  return (
    <MemberDiscountFields
      key={d ? `${d.kind}:${d.value}:${d.is_active}` : 'none'}
      initial={
        d
          ? { kind: d.kind, value: d.value, is_active: d.is_active }
          : { kind: 'percent', value: 0, is_active: false }
      }
      readOnly={readOnly}
    />
  );
}

function MemberDiscountFields({ initial, readOnly }: { initial: Discount; readOnly: boolean }) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const updateMemberDiscount = useUpdateMemberDiscount(viewer);
  const issues = useIssueFields('staff');
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    issues.fail(null);
    try {
      await updateMemberDiscount.mutateAsync({ hotel_id: entityId, ...form });
      setSaved(true);
    } catch (e) {
      issues.fail(e);
    }
  };
  const field = {
    is_active: issues.field('is_active', t`会員割引を行う`),
    kind: issues.field('kind', t`割引の種類`),
    value: issues.field('value', t`割引の値`),
  };
  return (
    <form
      className="price-form"
      aria-label={t`会員割引`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label>
        <input
          type="checkbox"
          {...field.is_active.input}
          checked={form.is_active}
          disabled={readOnly}
          onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
        />{' '}
        {t`会員割引を行う`}
      </label>
      {field.is_active.error}
      <label>
        {t`割引の種類`}{' '}
        <select
          className="input"
          {...field.kind.input}
          value={form.kind}
          disabled={readOnly}
          onChange={(e) => setForm({ ...form, kind: e.target.value as Discount['kind'] })}
        >
          <option value="percent">{t`宿泊料金の%`}</option>
          <option value="yen_per_night_per_room">{t`1泊1室あたりの円`}</option>
        </select>
      </label>
      {field.kind.error}
      <label>
        {t`割引の値`}{' '}
        <input
          className="input"
          inputMode="numeric"
          size={7}
          {...field.value.input}
          value={form.value}
          readOnly={readOnly}
          onChange={(e) => setForm({ ...form, value: Number(e.target.value) || 0 })}
        />
      </label>
      {field.value.error}
      {readOnly ? null : (
        <div>
          <button type="submit" className="button">
            <Trans>会員割引を保存</Trans>
          </button>
        </div>
      )}
      <div role="status">
        {saved ? (
          <p className="price-ok">
            <Trans>会員割引を保存しました。</Trans>
          </p>
        ) : null}
      </div>
      <FormAlert error={issues.failure} labels={issues.labels} audience="staff" className="price-error" />
    </form>
  );
}
