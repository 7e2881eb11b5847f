import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CsvHeaderLang } from '@tomaru/domain/csv/reservation-csv';
import { RESERVATION_STATUSES } from '@tomaru/domain/enums';
import type { CsvEncoding } from '@tomaru/domain/schemas/reservations';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { formatYen } from '@tomaru/ui/format';
import { Icon } from '@tomaru/ui/icons';
import { RESERVATION_STATUS_LABELS } from '@tomaru/ui/labels/reservation-status';
import { langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink, useNavigateHref } from '@tomaru/ui/url';
import { type FormEvent, useId, useState } from 'react';
import { plansAndRoomsOptions } from '../api/get-plans-and-rooms';
import {
  downloadReservationsCsv,
  type ReservationListItem,
  type SearchQuery,
  type SearchReservationsAnswer,
  searchIssues,
  searchReservationsOptions,
  toSearchQuery,
} from '../api/search-reservations';
import { EMPTY_SEARCH, type ReservationSearch, searchHref } from '../reservation-search';
import { formatIsoTokyo, formatStayDate } from './format-dates';
import { StatusBadge, useErrorText, usePaymentLabel } from './labels';
import { ReservationStyles } from './styles';

/** The date filters, each a YYYY-MM-DD string or empty. */
type DateKey = 'stay_from' | 'stay_to' | 'booked_from' | 'booked_to';

type HotelChoice = { hotel_id: number; name: string };

type ReservationListProps = {
  heading: string;
  /** The search the route read from the URL. */
  search: ReservationSearch;
  /** The hotel a hotel screen shows (its own, or the one an admin or chain views). */
  hotelId?: number;
  /** Chain and admin screens: the hotels to choose from. */
  hotels?: readonly HotelChoice[];
  /** Whether "every hotel" may be searched at once (not when an admin views one chain's screens). */
  allowAllHotels?: boolean;
  /** This screen's path without the language prefix, e.g. `/admin/hotel/reservation`. */
  listPath: string;
  /** Where a line leads: the detail screen's path without the language prefix. */
  detailPath: (row: ReservationListItem) => string;
};

/**
 * The reservation list and search: the search lives in the URL (bookmarkable, Back works; the route
 * reads it), sortable columns, pages of 20, and the CSV export of the same search. Hotel, chain and
 * admin screens share it.
 */
export function ReservationList(props: ReservationListProps) {
  const { heading, search, hotelId, listPath } = props;
  const lang = useLang();
  const navigate = useNavigateHref();
  const { viewer } = useBackOffice();
  usePageTitle(heading);

  const query = toSearchQuery(search, hotelId);
  const invalid = Object.keys(searchIssues(query)).length > 0;
  const result = useQuery({ ...searchReservationsOptions(viewer, query), enabled: !invalid });
  const go = (next: ReservationSearch) => navigate(langPath(lang, searchHref(listPath, next)));
  const sortBy = (column: ReservationSearch['sort']) => {
    const order = search.sort === column && search.order === 'desc' ? 'asc' : 'desc';
    go({ ...search, sort: column, order, page: 1 });
  };

  return (
    <div className="rsv-list">
      <ReservationStyles />
      <h1>{heading}</h1>
      {/* A new URL is a new search: the form starts again from what the route read. */}
      <SearchForm key={searchHref('', search)} {...props} go={go} />
      <CsvDownload query={query} disabled={invalid} />
      <ResultArea
        result={result}
        invalid={invalid}
        search={search}
        showHotel={!hotelId}
        sortBy={sortBy}
        detailPath={props.detailPath}
        listPath={listPath}
      />
    </div>
  );
}

function useSortLabels(): Record<ReservationSearch['sort'], string> {
  const { t } = useLingui();
  return {
    created_at: t`予約日時`,
    stay_start_date: t`宿泊日`,
    total_include_tax: t`合計金額`,
    display_id: t`予約番号`,
  };
}

function SearchForm({
  search,
  hotelId,
  hotels,
  allowAllHotels = true,
  go,
}: ReservationListProps & { go: (next: ReservationSearch) => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const sortLabels = useSortLabels();
  const [draft, setDraft] = useState<ReservationSearch>(search);
  const [issues, setIssues] = useState<Partial<Record<string, string>>>({});
  const draftHotel = hotelId ?? (draft.hotel_id ? Number(draft.hotel_id) : undefined);
  const choices = useQuery({
    ...plansAndRoomsOptions(draftHotel ?? 0, lang),
    enabled: draftHotel !== undefined,
  });
  const plans = (draftHotel !== undefined && choices.data?.plans) || [];
  const rooms = (draftHotel !== undefined && choices.data?.rooms) || [];
  const showHotel = !hotelId;

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = { ...draft, page: 1 };
    const found = searchIssues(toSearchQuery(next, hotelId));
    setIssues(found);
    if (Object.keys(found).length === 0) go(next);
  }

  const ids = {
    hotel: useId(),
    stayFrom: useId(),
    stayTo: useId(),
    bookedFrom: useId(),
    bookedTo: useId(),
    plan: useId(),
    room: useId(),
    keyword: useId(),
    keywordHelp: useId(),
    sort: useId(),
    order: useId(),
  };
  const set = <K extends keyof ReservationSearch>(key: K, value: ReservationSearch[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const issue = (key: keyof ReservationSearch) => {
    const code = issues[key];
    return code ? (
      <p className="field__error" id={`${ids.keyword}-${key}`}>
        {errorText(code)}
      </p>
    ) : null;
  };
  const described = (key: keyof ReservationSearch) => (issues[key] ? `${ids.keyword}-${key}` : undefined);
  const dateField = (key: DateKey, id: string, label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={draft[key]}
        aria-invalid={issues[key] ? true : undefined}
        aria-describedby={described(key)}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );
  /** A from–to pair of date fields (stay or booking dates) with their issues under them. */
  const dateRange = (legend: string, [from, fromId]: [DateKey, string], [to, toId]: [DateKey, string]) => (
    <fieldset>
      <legend>{legend}</legend>
      <div className="rsv-range">
        {dateField(from, fromId, t`開始日`)}
        <span aria-hidden="true">〜</span>
        {dateField(to, toId, t`終了日`)}
      </div>
      {issue(from)}
      {issue(to)}
    </fieldset>
  );

  return (
    <form className="rsv-form card" onSubmit={submit} noValidate aria-label={t`予約の検索条件`}>
      <div className="rsv-grid">
        {showHotel && hotels ? (
          <div className="field">
            <label htmlFor={ids.hotel}>{t`ホテル`}</label>
            <select
              id={ids.hotel}
              value={draft.hotel_id}
              onChange={(e) =>
                setDraft((d) => ({ ...d, hotel_id: e.target.value, plan_id: '', room_id: '' }))
              }
            >
              {allowAllHotels ? <option value="">{t`すべてのホテル`}</option> : null}
              {hotels.map((h) => (
                <option key={h.hotel_id} value={String(h.hotel_id)}>
                  {h.hotel_id}: {h.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.keyword}>{t`キーワード`}</label>
          <input
            id={ids.keyword}
            type="search"
            value={draft.keyword}
            maxLength={100}
            aria-describedby={[ids.keywordHelp, described('keyword')].filter(Boolean).join(' ')}
            onChange={(e) => set('keyword', e.target.value)}
          />
          <span className="rsv-sub" id={ids.keywordHelp}>
            {t`氏名・フリガナ・電話番号・メールアドレス・予約番号`}
          </span>
          {issue('keyword')}
        </div>
        <div className="field">
          <label htmlFor={ids.plan}>{t`プラン`}</label>
          <select
            id={ids.plan}
            value={draft.plan_id}
            disabled={!draftHotel}
            onChange={(e) => set('plan_id', e.target.value)}
          >
            <option value="">{t`すべてのプラン`}</option>
            {draft.plan_id && !plans.some((p) => String(p.plan_id) === draft.plan_id) ? (
              <option value={draft.plan_id}>ID {draft.plan_id}</option>
            ) : null}
            {plans.map((p) => (
              <option key={p.plan_id} value={String(p.plan_id)}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.room}>{t`部屋`}</label>
          <select
            id={ids.room}
            value={draft.room_id}
            disabled={!draftHotel}
            onChange={(e) => set('room_id', e.target.value)}
          >
            <option value="">{t`すべての部屋`}</option>
            {draft.room_id && !rooms.some((r) => String(r.room_id) === draft.room_id) ? (
              <option value={draft.room_id}>ID {draft.room_id}</option>
            ) : null}
            {rooms.map((r) => (
              <option key={r.room_id} value={String(r.room_id)}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="rsv-grid">
        {dateRange(t`宿泊日`, ['stay_from', ids.stayFrom], ['stay_to', ids.stayTo])}
        {dateRange(t`予約日`, ['booked_from', ids.bookedFrom], ['booked_to', ids.bookedTo])}
      </div>
      <fieldset>
        <legend>{t`状態`}</legend>
        <div className="rsv-checks">
          {RESERVATION_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="checkbox"
                checked={draft.status.includes(status)}
                onChange={(e) =>
                  set(
                    'status',
                    e.target.checked
                      ? RESERVATION_STATUSES.filter((s) => s === status || draft.status.includes(s))
                      : draft.status.filter((s) => s !== status),
                  )
                }
              />
              {i18n._(RESERVATION_STATUS_LABELS[status])}
            </label>
          ))}
        </div>
        {issue('status')}
      </fieldset>
      <div className="rsv-actions">
        <div className="field">
          <label htmlFor={ids.sort}>{t`並び順`}</label>
          <select
            id={ids.sort}
            value={draft.sort}
            onChange={(e) => set('sort', e.target.value as ReservationSearch['sort'])}
          >
            {(Object.keys(sortLabels) as ReservationSearch['sort'][]).map((key) => (
              <option key={key} value={key}>
                {sortLabels[key]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.order}>{t`順序`}</label>
          <select
            id={ids.order}
            value={draft.order}
            onChange={(e) => set('order', e.target.value as ReservationSearch['order'])}
          >
            <option value="desc">{t`新しい順・大きい順`}</option>
            <option value="asc">{t`古い順・小さい順`}</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          <Icon name="search" /> {t`検索`}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => go({ ...EMPTY_SEARCH, hotel_id: allowAllHotels ? '' : search.hotel_id })}
        >
          {t`条件をクリア`}
        </button>
      </div>
    </form>
  );
}

function CsvDownload({ query, disabled }: { query: SearchQuery; disabled: boolean }) {
  const ids = { encoding: useId(), header: useId() };
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const errorText = useErrorText();
  const [encoding, setEncoding] = useState<CsvEncoding>('utf8');
  // Japanese by default: hotels open the file in Excel; the codes are for systems (decision 057).
  const [header, setHeader] = useState<CsvHeaderLang>('ja');
  const [state, setState] = useState<{ busy: boolean; saved?: string; error?: unknown }>({ busy: false });

  async function download() {
    setState({ busy: true });
    try {
      const saved = await downloadReservationsCsv(viewer, query, encoding, header);
      setState({ busy: false, saved });
    } catch (error) {
      setState({ busy: false, error });
    }
  }

  const saved = state.saved;
  return (
    <section className="rsv-csv" aria-label={t`CSVダウンロード`}>
      <div className="field">
        <label htmlFor={ids.encoding}>{t`文字コード`}</label>
        <select
          id={ids.encoding}
          value={encoding}
          onChange={(e) => setEncoding(e.target.value as CsvEncoding)}
        >
          <option value="utf8">{t`UTF-8（BOM付き）`}</option>
          <option value="sjis">{t`Shift_JIS（古いExcel向け）`}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.header}>{t`形式`}</label>
        <select id={ids.header} value={header} onChange={(e) => setHeader(e.target.value as CsvHeaderLang)}>
          <option value="ja">{t`日本語（Excelで見る）`}</option>
          <option value="api">{t`項目名とコード（システム連携用）`}</option>
        </select>
      </div>
      <button
        type="button"
        className="button"
        disabled={disabled || state.busy}
        onClick={() => void download()}
      >
        <Icon name="document" /> {state.busy ? t`ダウンロード中…` : t`この条件でCSVをダウンロード`}
      </button>
      <p role="status" className="rsv-sub">
        {saved ? <Trans>{saved} を保存しました。</Trans> : null}
      </p>
      {state.error ? (
        <p className="form__failure" role="alert">
          {errorText(state.error)}
        </p>
      ) : null}
    </section>
  );
}

function ResultArea({
  result,
  invalid,
  search,
  showHotel,
  sortBy,
  detailPath,
  listPath,
}: {
  result: ReturnType<typeof useQuery<SearchReservationsAnswer>>;
  invalid: boolean;
  search: ReservationSearch;
  showHotel: boolean;
  sortBy: (column: ReservationSearch['sort']) => void;
  detailPath: (row: ReservationListItem) => string;
  listPath: string;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const paymentLabel = usePaymentLabel();
  const sortLabels = useSortLabels();
  const sortHeader = (column: ReservationSearch['sort']) => {
    const active = search.sort === column;
    return (
      <th scope="col" aria-sort={active ? (search.order === 'asc' ? 'ascending' : 'descending') : undefined}>
        <button type="button" className="rsv-sort" onClick={() => sortBy(column)}>
          {sortLabels[column]}
          <span aria-hidden="true">{active ? (search.order === 'asc' ? '▲' : '▼') : '↕'}</span>
          <span className="visually-hidden">{t`で並べ替え`}</span>
        </button>
      </th>
    );
  };
  if (invalid) {
    return (
      <p className="form__failure" role="alert">
        {t`検索条件をご確認ください。`}
      </p>
    );
  }
  if (result.isPending) {
    return (
      <p role="status" className="rsv-summary">
        {t`読み込み中…`}
      </p>
    );
  }
  if (result.isError) {
    return (
      <p className="form__failure" role="alert">
        {errorText(result.error)}
      </p>
    );
  }
  const { reservations, total, per_page: perPage } = result.data;
  const page = search.page;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const yen = (n: number) => formatYen(n, i18n.locale);

  return (
    <section aria-label={t`検索結果`}>
      <p role="status" className="rsv-summary" data-testid="rsv-count">
        {total === 0 ? t`該当する予約はありません。` : t`${total}件中 ${first}〜${last}件を表示`}
      </p>
      {reservations.length ? (
        <table className="rsv-table" data-testid="rsv-table">
          <caption className="visually-hidden">{t`予約一覧`}</caption>
          <thead>
            <tr>
              {sortHeader('display_id')}
              <th scope="col">{t`状態`}</th>
              {sortHeader('created_at')}
              {sortHeader('stay_start_date')}
              {showHotel ? <th scope="col">{t`ホテル`}</th> : null}
              <th scope="col">{t`予約者`}</th>
              <th scope="col">{t`プラン・部屋`}</th>
              <th scope="col">{t`人数`}</th>
              {sortHeader('total_include_tax')}
              <th scope="col">{t`支払方法`}</th>
            </tr>
          </thead>
          <tbody>
            {reservations.map((r) => {
              const nights = r.nights;
              const checkin = r.checkin_time;
              const rooms = r.room_count;
              const guests = r.guests;
              const adults = r.adults;
              const children = r.children;
              const name = `${r.user_last_name} ${r.user_first_name}`;
              const kana = `${r.user_last_name_kana} ${r.user_first_name_kana}`.trim();
              const lodger = `${r.lodger_last_name} ${r.lodger_first_name}`.trim();
              const due = yen(r.amount_due);
              return (
                <tr key={r.reservation_id} data-reservation-id={r.reservation_id}>
                  <td data-label={t`予約番号`}>
                    <span>
                      <HrefLink href={langPath(lang, `${detailPath(r)}?reservation_id=${r.reservation_id}`)}>
                        {r.display_id}
                      </HrefLink>
                      {r.has_memo ? <span className="rsv-sub">{t`メモあり`}</span> : null}
                    </span>
                  </td>
                  <td data-label={t`状態`}>
                    <span>
                      <StatusBadge status={r.status} />
                      {r.canceled_at ? (
                        <span className="rsv-sub">{formatIsoTokyo(r.canceled_at)}</span>
                      ) : null}
                    </span>
                  </td>
                  <td data-label={t`予約日時`}>{formatIsoTokyo(r.created_at)}</td>
                  <td data-label={t`宿泊日`}>
                    <span>
                      {formatStayDate(r.stay_start_date)}〜{formatStayDate(r.stay_end_date)}
                      <span className="rsv-sub">
                        {t`${nights}泊`} · {t`チェックイン ${checkin}`}
                      </span>
                    </span>
                  </td>
                  {showHotel ? <td data-label={t`ホテル`}>{r.hotel_name}</td> : null}
                  <td data-label={t`予約者`}>
                    <span>
                      {name}
                      {kana ? <span className="rsv-sub">{kana}</span> : null}
                      {lodger ? <span className="rsv-sub">{t`宿泊者: ${lodger}`}</span> : null}
                      <span className="rsv-sub">{r.user_tel1}</span>
                      <span className="rsv-sub">{r.user_mail1}</span>
                    </span>
                  </td>
                  <td data-label={t`プラン・部屋`}>
                    <span>
                      {r.plan_title}
                      <span className="rsv-sub">{r.room_name}</span>
                    </span>
                  </td>
                  <td data-label={t`人数`}>
                    <span>
                      {t`${rooms}室 ${guests}名`}
                      <span className="rsv-sub">{t`大人${adults} 子供${children}`}</span>
                    </span>
                  </td>
                  <td data-label={t`合計金額`} className="num">
                    <span>
                      {yen(r.total_include_tax)}
                      <span className="rsv-sub">{t`お支払い ${due}`}</span>
                    </span>
                  </td>
                  <td data-label={t`支払方法`}>{paymentLabel(r.payment_method)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav className="rsv-pager" aria-label={t`ページ送り`}>
          {page > 1 ? (
            <HrefLink
              href={langPath(lang, searchHref(listPath, { ...search, page: page - 1 }))}
              className="button"
            >
              {t`前のページ`}
            </HrefLink>
          ) : (
            <span />
          )}
          <span>{t`${page} / ${pages} ページ`}</span>
          {page < pages ? (
            <HrefLink
              href={langPath(lang, searchHref(listPath, { ...search, page: page + 1 }))}
              className="button"
            >
              {t`次のページ`}
            </HrefLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
