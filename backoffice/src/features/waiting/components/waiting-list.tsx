import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { WAITING_STATES, type WaitingState } from '@tomaru/domain/schemas/waitings';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { formatPlainDate } from '@tomaru/ui/format';
import { Icon } from '@tomaru/ui/icons';
import { langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink, useNavigateHref } from '@tomaru/ui/url';
import { type FormEvent, useId, useState } from 'react';
import { toWaitingsQuery, type WaitingItem, waitingsIssues, waitingsOptions } from '../api/get-waitings';
import { EMPTY_WAITING_SEARCH, type WaitingSearch, waitingHref } from '../waiting-search';
import { WaitingStyles } from './styles';

const STATE_LABELS = {
  waiting: msg`待機中`,
  notified: msg`空室通知済み`,
  expired: msg`期限切れ`,
} as const;

type Props = {
  heading: string;
  search: WaitingSearch;
  /** The hotel a hotel screen shows; absent on admin's list across hotels. */
  hotelId?: number;
  /** This screen's path without the language prefix. */
  listPath: string;
};

/** The text of a localized name in the screen's language, else Japanese. */
const localized = (names: Record<string, string>, lang: string) => names[lang] || names.ja || '';

/**
 * The waiting list for cancellations (キャンセル待ち): who waits for which stay, with party, contact,
 * state and when the freed rooms were mailed. Read-only; filters and page live in the URL.
 */
export function WaitingList({ heading, search, hotelId, listPath }: Props) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigateHref();
  const { viewer } = useBackOffice();
  const errorText = useErrorText('staff');
  usePageTitle(heading);
  const query = toWaitingsQuery(search, hotelId);
  const invalid = Object.keys(waitingsIssues(query)).length > 0;
  const result = useQuery({ ...waitingsOptions(viewer, query, hotelId !== undefined), enabled: !invalid });
  const go = (next: WaitingSearch) => navigate(langPath(lang, waitingHref(listPath, next)));

  return (
    <div className="wt-list">
      <WaitingStyles />
      <h1>{heading}</h1>
      <FilterForm key={waitingHref('', search)} search={search} hotelId={hotelId} go={go} />
      {invalid ? (
        <p className="form__failure" role="alert">
          {t`検索条件をご確認ください。`}
        </p>
      ) : result.isPending ? (
        <p role="status">{t`読み込み中…`}</p>
      ) : result.isError ? (
        <p className="form__failure" role="alert">
          {errorText(result.error)}
        </p>
      ) : (
        <Results answer={result.data} search={search} listPath={listPath} showHotel={hotelId === undefined} />
      )}
    </div>
  );
}

function FilterForm({
  search,
  hotelId,
  go,
}: {
  search: WaitingSearch;
  hotelId: number | undefined;
  go: (next: WaitingSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText('staff');
  const [draft, setDraft] = useState(search);
  const [issues, setIssues] = useState<Partial<Record<string, string>>>({});
  const ids = { hotel: useId(), state: useId(), from: useId(), to: useId(), issue: useId() };
  const set = <K extends keyof WaitingSearch>(key: K, value: WaitingSearch[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = { ...draft, page: 1 };
    const found = waitingsIssues(toWaitingsQuery(next, hotelId));
    setIssues(found);
    if (Object.keys(found).length === 0) go(next);
  }
  const problem = issues.to ?? issues.from ?? issues.hotel_id ?? issues.state;

  return (
    <form className="wt-form card" onSubmit={submit} noValidate aria-label={t`キャンセル待ちの検索条件`}>
      {hotelId === undefined ? (
        <div className="field">
          <label htmlFor={ids.hotel}>{t`ホテルID`}</label>
          <input
            id={ids.hotel}
            inputMode="numeric"
            value={draft.hotel_id}
            onChange={(e) => set('hotel_id', e.target.value.trim())}
          />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={ids.state}>{t`状態`}</label>
        <select
          id={ids.state}
          value={draft.state}
          onChange={(e) => set('state', e.target.value as WaitingSearch['state'])}
        >
          <option value="">{t`すべて`}</option>
          {WAITING_STATES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATE_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.from}>{t`宿泊日（開始）`}</label>
        <input
          id={ids.from}
          type="date"
          value={draft.from}
          aria-invalid={issues.from ? true : undefined}
          aria-describedby={problem ? ids.issue : undefined}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.to}>{t`宿泊日（終了）`}</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to}
          aria-invalid={issues.to ? true : undefined}
          aria-describedby={problem ? ids.issue : undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      <div className="wt-actions">
        <button type="submit" className="button button--primary">
          <Icon name="search" /> {t`検索`}
        </button>
        <button type="button" className="button" onClick={() => go(EMPTY_WAITING_SEARCH)}>
          {t`条件をクリア`}
        </button>
      </div>
      {problem ? (
        <p className="field__error wt-issue" id={ids.issue}>
          {errorText(problem)}
        </p>
      ) : null}
    </form>
  );
}

/** A room's party in words: adults and children. */
function usePartyText(): (party: Record<string, number>[]) => string {
  const { t } = useLingui();
  return (party) =>
    party
      .map((room) => {
        const adults = (room.male_num ?? 0) + (room.female_num ?? 0);
        const children = Object.entries(room)
          .filter(([key]) => key.startsWith('child_type_'))
          .reduce((sum, [, n]) => sum + n, 0);
        return children > 0 ? t`大人${adults}名・子ども${children}名` : t`大人${adults}名`;
      })
      .join(' / ');
}

function Results({
  answer,
  search,
  listPath,
  showHotel,
}: {
  answer: { waitings: WaitingItem[]; total: number; per_page: number };
  search: WaitingSearch;
  listPath: string;
  showHotel: boolean;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const partyText = usePartyText();
  const { waitings, total, per_page: perPage } = answer;
  const page = search.page;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const date = (d: string) => formatPlainDate(d, i18n.locale);
  const label = (state: WaitingState) => i18n._(STATE_LABELS[state]);

  return (
    <section aria-label={t`検索結果`}>
      <p role="status" className="wt-summary" data-testid="wt-count">
        {total === 0 ? t`該当するキャンセル待ちはありません。` : t`${total}件中 ${first}〜${last}件を表示`}
      </p>
      {waitings.length ? (
        <div className="wt-scroll">
          <table className="wt-table" data-testid="wt-table">
            <caption className="visually-hidden">{t`キャンセル待ち一覧`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`状態`}</th>
                {showHotel ? <th scope="col">{t`ホテル`}</th> : null}
                <th scope="col">{t`宿泊日`}</th>
                <th scope="col">{t`プラン・部屋`}</th>
                <th scope="col">{t`人数`}</th>
                <th scope="col">{t`お客様`}</th>
                <th scope="col">{t`登録日時`}</th>
                <th scope="col">{t`空室通知日時`}</th>
              </tr>
            </thead>
            <tbody>
              {waitings.map((w) => {
                const rooms = w.room_count;
                return (
                  <tr key={w.waiting_id} data-waiting-id={w.waiting_id}>
                    <td>
                      <span className={`wt-badge wt-badge--${w.state}`}>{label(w.state)}</span>
                    </td>
                    {showHotel ? <td>{w.hotel_id}</td> : null}
                    <td>
                      {date(w.checkin)} 〜 {date(w.checkout)}
                    </td>
                    <td>
                      {localized(w.plan_titles, lang)}
                      <span className="wt-sub">{localized(w.room_names, lang)}</span>
                    </td>
                    <td>
                      {t`${rooms}室`}
                      <span className="wt-sub">{partyText(w.party)}</span>
                    </td>
                    <td>
                      {w.name}
                      <span className="wt-sub">
                        <a href={`mailto:${w.email}`}>{w.email}</a>
                      </span>
                      {w.tel ? <span className="wt-sub">{w.tel}</span> : null}
                    </td>
                    <td>{w.created_at}</td>
                    <td>{w.notified_at ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav className="wt-pager" aria-label={t`ページ送り`}>
          {page > 1 ? (
            <HrefLink
              href={langPath(lang, waitingHref(listPath, { ...search, page: page - 1 }))}
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
              href={langPath(lang, waitingHref(listPath, { ...search, page: page + 1 }))}
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
