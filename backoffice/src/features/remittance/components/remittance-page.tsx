import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidDate } from '@tomaru/domain/dates/days';
import { updateBankAccountBody, wholeNumber } from '@tomaru/domain/schemas/epsilon';
import { singleLineText } from '@tomaru/domain/schemas/text';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { Field } from '@tomaru/ui/form';
import { formatYen } from '@tomaru/ui/format';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref } from '@tomaru/ui/url';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { EntityHistory } from '../../../shared/history/entity-history';
import {
  bankAccountQuery,
  downloadTransfersCsv,
  type TransferLine,
  transfersQuery,
  updateBankAccount,
  updateTransfer,
} from '../api/remittance';
import { type RemittanceSearch, thisMonth } from '../remittance-search';

const CSS = `
.rm-page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; min-width: 0; }
.rm-page > * { min-width: 0; }
.rm-bar { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: end; }
.rm-bar label { display: grid; gap: 0.2rem; font-weight: 700; }
.rm-scroll { overflow-x: auto; max-width: 100%; position: relative; contain: inline-size; }
.rm-table { width: 100%; min-width: 70rem; border-collapse: collapse; background: #fff; }
.rm-table th, .rm-table td { text-align: left; vertical-align: top; padding: 0.5rem 0.6rem; border-bottom: 1px solid var(--line); }
.rm-table thead th { background: #eff8ff; font-size: 0.9rem; white-space: nowrap; }
.rm-table .num { text-align: right; white-space: nowrap; }
.rm-table tfoot td { font-weight: 700; background: #fafbfc; }
.rm-table tr[aria-current] td { background: #f5faff; }
/* The hotel stays in view while the figures scroll sideways. */
.rm-table tr > :first-child { position: sticky; left: 0; z-index: 1; background: #fff; box-shadow: 1px 0 0 var(--line); }
.rm-table thead tr > :first-child { background: #eff8ff; }
.rm-table tfoot tr > :first-child { background: #fafbfc; }
.rm-table tr[aria-current] > :first-child { background: #f5faff; }
.rm-minus { color: var(--danger); }
.rm-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.rm-grid { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.rm-grid .input, .rm-grid select { width: 100%; min-width: 0; }
.rm-saved { min-height: 1.2em; color: #05603a; }
`;

/** The month after or before `period` (YYYY-MM). */
function shiftMonth(period: string, by: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

type Editing = { hotelId: number; what: 'transfer' | 'bank' } | null;

/**
 * 決済代行会社送金管理 (admin): per Japan month of payment and per hotel, what Epsilon collected, its
 * fee, what the hotel is owed, what was transferred and the balance; the transfer and the hotel's
 * bank account are edited under the table, each with its history; the month as CSV.
 */
export function RemittancePage({ search }: RemotePageProps<RemittanceSearch>) {
  const { t, i18n } = useLingui();
  const { viewer, basePath } = useBackOffice();
  const lang = useLang();
  const navigate = useNavigateHref();
  const errorText = useErrorText('staff');
  const period = search.period || thisMonth();
  const month = useQuery(transfersQuery(viewer, period));
  const [editing, setEditing] = useState<Editing>(null);
  const [csv, setCsv] = useState<{ saved?: string; error?: unknown }>({});
  const heading = t`決済代行会社送金管理`;
  usePageTitle(heading);
  const yen = (n: number) => formatYen(n, i18n.locale);
  const go = (next: string) => {
    setEditing(null);
    navigate(langPath(lang, `${basePath}/epsilon?period=${next}`));
  };

  async function download() {
    setCsv({});
    try {
      setCsv({ saved: await downloadTransfersCsv(viewer, period) });
    } catch (error) {
      setCsv({ error });
    }
  }

  const lines = month.data?.hotels ?? [];
  const selected = editing ? lines.find((l) => l.hotel_id === editing.hotelId) : undefined;
  const savedName = csv.saved ?? '';
  return (
    <div className="rm-page">
      <style>{CSS}</style>
      <h1>{heading}</h1>
      <p>{t`イプシロンが回収した事前決済の代金を、決済日（日本時間）の月ごと・ホテルごとに集計します。決済金額は返金分を差し引いた額、送金予定額は決済金額からイプシロンの手数料を引いた額です。`}</p>
      <div className="rm-bar">
        <label>
          {t`対象月`}
          <input
            className="input"
            type="month"
            value={period}
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) go(e.target.value);
            }}
          />
        </label>
        <button type="button" className="button" onClick={() => go(shiftMonth(period, -1))}>
          {t`前の月`}
        </button>
        <button type="button" className="button" onClick={() => go(shiftMonth(period, 1))}>
          {t`次の月`}
        </button>
        <button type="button" className="button" onClick={() => void download()}>
          {t`CSVをダウンロード`}
        </button>
      </div>
      <div role="status">{savedName ? t`${savedName} を保存しました。` : ''}</div>
      {csv.error ? (
        <p className="form__failure" role="alert">
          {errorText(csv.error)}
        </p>
      ) : null}
      {month.isPending ? (
        <p role="status">{t`読み込み中…`}</p>
      ) : month.isError ? (
        <p className="form__failure" role="alert">
          {errorText(month.error)}
        </p>
      ) : lines.length === 0 ? (
        <p>{t`この月のイプシロン決済はありません。`}</p>
      ) : (
        <div className="rm-scroll" data-testid="rm-scroll">
          <table className="rm-table" data-testid="rm-table">
            <caption className="visually-hidden">{t`ホテルごとの送金`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`ホテル`}</th>
                <th scope="col">{t`売上件数`}</th>
                <th scope="col">{t`決済金額`}</th>
                <th scope="col">{t`手数料`}</th>
                <th scope="col">{t`送金予定額`}</th>
                <th scope="col">{t`送金済額`}</th>
                <th scope="col">{t`送金日`}</th>
                <th scope="col">{t`差額`}</th>
                <th scope="col">{t`メモ`}</th>
                <th scope="col">{t`振込先口座`}</th>
                <th scope="col">{t`操作`}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <TransferRow
                  key={l.hotel_id}
                  line={l}
                  current={editing?.hotelId === l.hotel_id}
                  onEdit={(what) => setEditing({ hotelId: l.hotel_id, what })}
                />
              ))}
            </tbody>
            {month.data ? (
              <tfoot>
                <tr>
                  <td>{t`合計`}</td>
                  <td className="num">{month.data.totals.sales_count}</td>
                  <td className="num">{yen(month.data.totals.collected)}</td>
                  <td className="num">{yen(month.data.totals.fee)}</td>
                  <td className="num">{yen(month.data.totals.owed)}</td>
                  <td className="num">{yen(month.data.totals.transferred_amount)}</td>
                  <td />
                  <td className="num">{yen(month.data.totals.balance)}</td>
                  <td colSpan={3} />
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
      {selected && editing?.what === 'transfer' ? (
        <TransferForm
          key={`t-${selected.hotel_id}-${period}`}
          line={selected}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {selected && editing?.what === 'bank' ? (
        <BankAccountForm key={`b-${selected.hotel_id}`} line={selected} onDone={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function TransferRow({
  line: l,
  current,
  onEdit,
}: {
  line: TransferLine;
  current: boolean;
  onEdit: (what: 'transfer' | 'bank') => void;
}) {
  const { t, i18n } = useLingui();
  const yen = (n: number) => formatYen(n, i18n.locale);
  const name = l.hotel_name;
  const rate = (l.fee_rate_bp / 100).toFixed(2);
  const fixed = yen(l.fee_fixed);
  const account = l.bank_account;
  return (
    <tr aria-current={current ? true : undefined}>
      <th scope="row">
        {name}
        <span className="rsv-sub"> #{l.hotel_id}</span>
      </th>
      <td className="num">{l.sales_count}</td>
      <td className="num">{yen(l.collected)}</td>
      <td className="num" title={t`料率 ${rate}% ＋ 1件 ${fixed}`}>
        {yen(l.fee)}
      </td>
      <td className="num">{yen(l.owed)}</td>
      <td className="num">{yen(l.transferred_amount)}</td>
      <td>{l.transferred_on ?? ''}</td>
      <td className={`num${l.balance < 0 ? ' rm-minus' : ''}`}>{yen(l.balance)}</td>
      <td>{l.memo}</td>
      <td>
        {account
          ? `${account.bank_name}（${account.bank_code}） ${account.branch_name}（${account.branch_code}） ${account.account_number}`
          : t`未登録`}
      </td>
      <td>
        <div className="rm-actions">
          <button
            type="button"
            className="button"
            onClick={() => onEdit('transfer')}
            aria-label={t`${name}の送金を記録`}
          >
            {t`送金を記録`}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onEdit('bank')}
            aria-label={t`${name}の口座を編集`}
          >
            {t`口座`}
          </button>
        </div>
      </td>
    </tr>
  );
}

const transferForm = v.object({
  transferred_amount: wholeNumber(9_999_999_999),
  transferred_on: v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'),
        v.check(isValidDate, 'invalid_date'),
      ),
    ],
    'invalid_date',
  ),
  memo: singleLineText(500),
});

function TransferForm({ line, onDone }: { line: TransferLine; onDone: () => void }) {
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(transferForm, {
    defaultValues: {
      transferred_amount: line.transferred_amount,
      transferred_on: line.transferred_on ?? '',
      memo: line.memo,
    },
    onSubmit: async (values) => {
      setSaved(false);
      await updateTransfer(viewer, {
        hotel_id: line.hotel_id,
        period: line.period,
        transferred_amount: values.transferred_amount,
        transferred_on: values.transferred_on || null,
        memo: values.memo,
      });
      await queryClient.invalidateQueries({ queryKey: ['remittance'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'epsilon_transfer'] });
      setSaved(true);
    },
  });
  const name = line.hotel_name;
  const period = line.period;
  const title = t`${name}への送金（${period}）`;
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <SchemaFormView form={form} aria-label={title}>
        <div className="rm-grid">
          <TextField
            form={form}
            name="transferred_amount"
            number
            inputMode="numeric"
            label={t`送金済額（円）`}
            required
          />
          <TextField form={form} name="transferred_on" type="date" label={t`送金日`} />
          <TextField form={form} name="memo" label={t`メモ`} maxLength={500} />
        </div>
        <div className="rm-actions">
          <SubmitButton form={form}>{t`保存`}</SubmitButton>
          <button type="button" className="button" onClick={onDone}>
            {t`閉じる`}
          </button>
        </div>
        <p role="status" className="rm-saved">
          {saved ? t`保存しました。` : ''}
        </p>
      </SchemaFormView>
      <EntityHistory entity="epsilon_transfer" entityId={line.hotel_id} testId="transfer-history" />
    </section>
  );
}

const bankForm = v.omit(updateBankAccountBody, ['hotel_id']);
type BankValues = v.InferInput<typeof bankForm>;

function BankAccountForm({ line, onDone }: { line: TransferLine; onDone: () => void }) {
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const account = useQuery(bankAccountQuery(viewer, line.hotel_id));
  const name = line.hotel_name;
  const title = t`${name}の振込先口座`;
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {account.isPending ? (
        <p role="status">{t`読み込み中…`}</p>
      ) : (
        <BankFields hotelId={line.hotel_id} title={title} initial={account.data ?? null} onDone={onDone} />
      )}
      <EntityHistory entity="bank_account" entityId={line.hotel_id} testId="bank-history" />
    </section>
  );
}

function BankFields({
  hotelId,
  title,
  initial,
  onDone,
}: {
  hotelId: number;
  title: string;
  initial: BankValues | null;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const typeId = useId();
  const form = useSchemaForm(bankForm, {
    defaultValues: {
      bank_name: initial?.bank_name ?? '',
      bank_code: initial?.bank_code ?? '',
      branch_name: initial?.branch_name ?? '',
      branch_code: initial?.branch_code ?? '',
      account_type: initial?.account_type ?? 'ordinary',
      account_number: initial?.account_number ?? '',
      account_holder_kana: initial?.account_holder_kana ?? '',
    },
    onSubmit: async (values) => {
      setSaved(false);
      await updateBankAccount(viewer, { hotel_id: hotelId, ...values });
      await queryClient.invalidateQueries({ queryKey: ['remittance'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'bank_account'] });
      setSaved(true);
    },
  });
  return (
    <SchemaFormView form={form} aria-label={title}>
      <div className="rm-grid">
        <TextField form={form} name="bank_name" label={t`銀行名`} required maxLength={50} />
        <TextField
          form={form}
          name="bank_code"
          label={t`銀行コード（4桁）`}
          inputMode="numeric"
          maxLength={4}
          required
        />
        <TextField form={form} name="branch_name" label={t`支店名`} required maxLength={50} />
        <TextField
          form={form}
          name="branch_code"
          label={t`支店コード（3桁）`}
          inputMode="numeric"
          maxLength={3}
          required
        />
        <Field id={typeId} label={t`口座種別`} required>
          {(aria) => (
            <select className="input" {...aria} {...form.register('account_type')}>
              <option value="ordinary">{t`普通`}</option>
              <option value="current">{t`当座`}</option>
              <option value="savings">{t`貯蓄`}</option>
            </select>
          )}
        </Field>
        <TextField
          form={form}
          name="account_number"
          label={t`口座番号（7桁）`}
          inputMode="numeric"
          maxLength={7}
          required
        />
        <TextField
          form={form}
          name="account_holder_kana"
          label={t`口座名義（全角カナ）`}
          required
          maxLength={100}
        />
      </div>
      <div className="rm-actions">
        <SubmitButton form={form}>{t`保存`}</SubmitButton>
        <button type="button" className="button" onClick={onDone}>
          {t`閉じる`}
        </button>
      </div>
      <p role="status" className="rm-saved">
        {saved ? t`保存しました。` : ''}
      </p>
    </SchemaFormView>
  );
}
