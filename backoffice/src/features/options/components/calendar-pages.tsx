import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { ApiError } from '@tomaru/ui/api';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { apiFieldErrors } from '@tomaru/ui/form';
import { FormAlert } from '@tomaru/ui/form-alert';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { type FormEvent, useId, useState } from 'react';
import { EntityHistory } from '../../../shared/history/entity-history';
import { InventoryStyles } from '../../../shared/inventory/localized-tabs';
import { additionalOptionQuery, optionStocksQuery, updateOptionStocks } from '../api/options';
import { monthRange, type OptionCalendarSearch, shiftMonth } from '../search';
import { useCanWrite, useOptionHref } from './paths';

const thisMonth = () => todayInTokyo().slice(0, 7);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function useWeekdayNames() {
  const { t } = useLingui();
  return [t`日`, t`月`, t`火`, t`水`, t`木`, t`金`, t`土`];
}

/** `option/calendar?id=&month=`: an additional option's stock, sold and remaining per day of a month. */
export function OptionCalendarPage({ search }: RemotePageProps<OptionCalendarSearch>) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const href = useOptionHref();
  const canWrite = useCanWrite();
  const weekdays = useWeekdayNames();
  const month = search.month ?? thisMonth();
  const { from, to } = monthRange(month);
  const { additional_option: option } = useSuspenseQuery(
    additionalOptionQuery(viewer, entityId, search.id),
  ).data;
  const { stocks, stock_managed } = useSuspenseQuery(
    optionStocksQuery(viewer, entityId, search.id, from, to),
  ).data;
  usePageTitle(t`在庫カレンダー`);
  const monthHref = (m: string) => href(`option/calendar?id=${search.id}&month=${m}`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        <Trans>在庫カレンダー：{option.names.ja}</Trans>
      </h1>
      <p>
        <HrefLink href={href('option')}>
          <Trans>オプション一覧へ戻る</Trans>
        </HrefLink>
        {canWrite ? (
          <>
            {' ・ '}
            <HrefLink href={href(`option/calendar-edit?id=${search.id}`)}>
              <Trans>在庫を設定</Trans>
            </HrefLink>
          </>
        ) : null}
      </p>
      {stock_managed ? null : (
        <p role="note">
          <Trans>このオプションは在庫を管理していません（在庫に関係なく販売します）。</Trans>
        </p>
      )}
      <nav className="inv-month" aria-label={t`月の切り替え`}>
        <HrefLink href={monthHref(shiftMonth(month, -1))}>
          <Trans>前の月</Trans>
        </HrefLink>
        <strong>{month}</strong>
        <HrefLink href={monthHref(shiftMonth(month, 1))}>
          <Trans>次の月</Trans>
        </HrefLink>
      </nav>
      <div className="inv-scroll">
        <table className="inv-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>日付</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>在庫</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>販売済み</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>残り</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {stocks.map((s) => (
              <tr key={s.date}>
                <th scope="row">
                  {s.date}（{weekdays[weekdayOf(s.date)]}）
                </th>
                <td className="num">{s.stock}</td>
                <td className="num">{s.sold}</td>
                <td className="num">{s.remaining}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * `option/calendar-edit?id=`: sets the stock of a range of days, on the weekdays ticked. A day whose
 * sold count is above the new stock refuses the whole edit; the page lists those days.
 */
export function OptionCalendarEditPage({ search }: RemotePageProps<OptionCalendarSearch>) {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const href = useOptionHref();
  const errorText = useErrorText();
  const weekdays = useWeekdayNames();
  const queryClient = useQueryClient();
  const ids = { from: useId(), to: useId(), stock: useId() };
  const { additional_option: option } = useSuspenseQuery(
    additionalOptionQuery(viewer, entityId, search.id),
  ).data;
  const today = todayInTokyo();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [stock, setStock] = useState('0');
  const [days, setDays] = useState([0, 1, 2, 3, 4, 5, 6]);
  const save = useMutation({
    mutationFn: () =>
      updateOptionStocks(viewer, {
        hotel_id: entityId,
        additional_option_id: search.id,
        from,
        to,
        weekdays: days,
        stock: Number(stock),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['options', 'stocks'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'option_stock'] });
    },
  });
  const fieldErrors = apiFieldErrors(save.error);
  const nights =
    save.error instanceof ApiError && save.error.code === 'stock_below_sold'
      ? ((save.error.details?.nights as { date: string; sold: number }[] | undefined) ?? [])
      : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  usePageTitle(t`在庫を設定`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        <Trans>在庫を設定：{option.names.ja}</Trans>
      </h1>
      <p>
        <HrefLink href={href(`option/calendar?id=${search.id}&month=${from.slice(0, 7)}`)}>
          <Trans>在庫カレンダーへ戻る</Trans>
        </HrefLink>
      </p>
      <form className="form" noValidate onSubmit={submit} aria-label={t`在庫を設定`}>
        {save.error ? (
          <FormAlert
            error={save.error}
            labels={{ from: t`開始日`, to: t`終了日`, weekdays: t`曜日`, stock: t`在庫数` }}
          >
            {nights.length ? (
              <ul>
                {nights.map((n) => (
                  <li key={n.date}>{t`${n.date}：販売済み ${n.sold}`}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        ) : null}
        <div className="inv-pair">
          <div className="field">
            <label htmlFor={ids.from}>
              <Trans>開始日</Trans>
            </label>
            <input
              id={ids.from}
              type="date"
              className="input"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.to}>
              <Trans>終了日</Trans>
            </label>
            <input
              id={ids.to}
              type="date"
              className="input"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
            {fieldErrors.to ? <p className="field__error">{errorText(fieldErrors.to)}</p> : null}
          </div>
        </div>
        <fieldset className="inv-group">
          <legend>
            <Trans>曜日</Trans>
          </legend>
          <div className="inv-checks">
            {weekdays.map((name, d) => (
              <label key={name} className="inv-check">
                <input
                  type="checkbox"
                  checked={days.includes(d)}
                  onChange={(e) =>
                    setDays(e.target.checked ? [...days, d].sort() : days.filter((x) => x !== d))
                  }
                />{' '}
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={ids.stock}>
            <Trans>在庫数</Trans>
          </label>
          <input
            id={ids.stock}
            className="input"
            inputMode="numeric"
            value={stock}
            onChange={(e) => setStock(e.target.value)}
          />
          {fieldErrors.stock ? <p className="field__error">{errorText(fieldErrors.stock)}</p> : null}
        </div>
        <div className="inv-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || days.length === 0}
          >
            <Trans>在庫を保存</Trans>
          </button>
          {save.isSuccess ? (
            <span className="inv-ok" role="status">
              <Trans>{save.data.updated}日分を保存しました。</Trans>
            </span>
          ) : null}
        </div>
      </form>
      <EntityHistory entity="option_stock" entityId={search.id} />
    </div>
  );
}
