import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { contractCode, stCode, wholeNumber } from '@tomaru/domain/schemas/epsilon';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useState } from 'react';
import * as v from 'valibot';
import { EntityHistory } from '../../../shared/history/entity-history';
import { type EpsilonContract, epsilonQuery, updateEpsilon } from '../api/epsilon';

const CSS = `
.eps-page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; min-width: 0; }
.eps-page > * { min-width: 0; }
.eps-note { color: var(--muted); margin: 0; }
.eps-grid { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.eps-grid .input { width: 100%; min-width: 0; }
.eps-check { display: flex; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
.eps-saved { min-height: 1.2em; color: #05603a; }
`;

/**
 * The form: the call's fields as typed. An empty contract code keeps the stored one; the fees are
 * numbers only admin edits (the others' form leaves them out of the body).
 */
const epsilonForm = v.object({
  enabled: v.boolean(),
  contract_code: v.union([v.literal(''), contractCode], 'invalid_value'),
  st_code: stCode,
  fee_rate_bp: wholeNumber(10_000),
  fee_fixed: wholeNumber(100_000),
});
type FormValues = v.InferInput<typeof epsilonForm>;

const DEFAULT_ST_CODE = '10000-0000-00000';

/**
 * イプシロン決済設定: whether the hotel's prepayment plans offer Epsilon, its contract code (never
 * shown: only its last digits), st_code, and (admin only) Epsilon's fee. The hotel, its chain and
 * admin edit; a union reads.
 */
export function EpsilonPage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const { data: epsilon } = useSuspenseQuery(epsilonQuery(viewer, entityId));
  const heading = t`イプシロン決済設定`;
  usePageTitle(heading);
  const readOnly = viewer === 'union';
  return (
    <div className="eps-page">
      <style>{CSS}</style>
      <h1>{heading}</h1>
      <p>{t`事前決済プランでイプシロン（GMOイプシロン）のリンク決済をお客様に提供するための契約情報です。契約番号は暗号化して保存され、画面には末尾4桁のみ表示されます。`}</p>
      {readOnly ? <p className="eps-note">{t`閲覧のみ可能です。`}</p> : null}
      {readOnly ? <EpsilonSummary epsilon={epsilon} /> : <EpsilonForm epsilon={epsilon} hotelId={entityId} />}
      <EntityHistory entity="epsilon" entityId={entityId} testId="epsilon-history" />
    </div>
  );
}

function EpsilonSummary({ epsilon }: { epsilon: EpsilonContract | null }) {
  const { t } = useLingui();
  if (!epsilon) return <p role="status">{t`イプシロンの契約はまだ登録されていません。`}</p>;
  return (
    <dl className="card" data-testid="epsilon-summary">
      <dt>{t`イプシロン決済`}</dt>
      <dd>{epsilon.enabled ? t`利用する` : t`利用しない`}</dd>
      <dt>{t`契約番号`}</dt>
      <dd>{epsilon.contract_code_hint}</dd>
      <dt>{t`決済区分（st_code）`}</dt>
      <dd>{epsilon.st_code}</dd>
    </dl>
  );
}

function EpsilonForm({ epsilon, hotelId }: { epsilon: EpsilonContract | null; hotelId: number }) {
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  // Only admin's answer carries the fees (decision 047). A form never shows (nor sends) fees it was
  // not given, so a save cannot overwrite them with zero; admin sets them on a first contract.
  const showFees = viewer === 'admin' && (!epsilon || epsilon.fee_rate_bp !== undefined);
  const defaults: FormValues = {
    enabled: epsilon?.enabled ?? false,
    contract_code: '',
    st_code: epsilon?.st_code ?? DEFAULT_ST_CODE,
    fee_rate_bp: epsilon?.fee_rate_bp ?? 0,
    fee_fixed: epsilon?.fee_fixed ?? 0,
  };
  const form = useSchemaForm(epsilonForm, {
    defaultValues: defaults,
    onSubmit: async ({ enabled, contract_code, st_code, fee_rate_bp, fee_fixed }) => {
      setSaved(false);
      await updateEpsilon(viewer, {
        hotel_id: hotelId,
        enabled,
        st_code,
        ...(contract_code ? { contract_code } : {}),
        ...(showFees ? { fee_rate_bp, fee_fixed } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['epsilon'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'epsilon'] });
      form.reset({ ...form.getValues(), contract_code: '' });
      setSaved(true);
    },
  });
  const stored = epsilon?.contract_code_hint ?? '';
  const hint = epsilon
    ? t`登録済み: ${stored}。変更するときだけ、8桁の新しい契約番号を入力してください（空欄のままなら今の契約番号を使います）。`
    : t`イプシロンから通知された8桁の契約番号。`;
  return (
    <section className="card" aria-labelledby="eps-form-title">
      <h2 id="eps-form-title">{t`契約情報`}</h2>
      <SchemaFormView form={form} aria-label={t`イプシロン決済設定`}>
        <label className="eps-check">
          <input type="checkbox" {...form.register('enabled')} />
          <Trans>事前決済プランでイプシロン決済を利用する</Trans>
        </label>
        <div className="eps-grid">
          <TextField
            form={form}
            name="contract_code"
            label={t`契約番号`}
            hint={hint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
          />
          <TextField
            form={form}
            name="st_code"
            label={t`決済区分（st_code）`}
            hint={t`0と1をハイフンでつないだイプシロンの決済区分（例: 10000-0000-00000 はクレジットカードのみ）。`}
            autoComplete="off"
            maxLength={17}
            required
          />
          {showFees ? (
            <>
              <TextField
                form={form}
                name="fee_rate_bp"
                number
                inputMode="numeric"
                label={t`手数料率（ベーシスポイント）`}
                hint={t`決済金額に対するイプシロンの手数料。350 = 3.5%。`}
              />
              <TextField
                form={form}
                name="fee_fixed"
                number
                inputMode="numeric"
                label={t`1件あたりの手数料（円）`}
              />
            </>
          ) : epsilon ? (
            <p className="eps-note">{t`イプシロンの手数料は全権管理者が設定します。`}</p>
          ) : null}
        </div>
        <SubmitButton form={form}>{t`保存`}</SubmitButton>
        <p role="status" className="eps-saved">
          {saved ? t`保存しました。` : ''}
        </p>
      </SchemaFormView>
    </section>
  );
}
