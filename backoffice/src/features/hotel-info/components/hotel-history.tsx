import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { useState } from 'react';
import { hotelHistoryQuery } from '../api/hotel-history';
import { FIELD_LABELS, LANG_LABELS } from './labels';

/** A changed field's name as the clerk reads it: `name.en` is "ホテル名（英語）". */
function useFieldName() {
  const { i18n, t } = useLingui();
  return (field: string) => {
    const parts = field.split('.');
    const head = FIELD_LABELS[parts[0] ?? ''];
    const last = parts[parts.length - 1] ?? '';
    const lang = LANG_LABELS[last as keyof typeof LANG_LABELS];
    const name = head ? i18n._(head) : field;
    if (!lang || parts.length < 2) return name;
    // Brackets differ by language (full-width in Japanese and Chinese): the pattern is translated.
    const language = i18n._(lang);
    return t`${name}（${language}）`;
  };
}

/** The hotel's change history under the form: the last change first, who made it and which fields. */
export function HotelHistory({ hotelId }: { hotelId: number }) {
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const errorText = useErrorText();
  const fieldName = useFieldName();
  const [page, setPage] = useState(1);
  const history = useQuery(hotelHistoryQuery(viewer, hotelId, page));
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <section className="hotel-history" aria-labelledby="hotel-history-title" data-testid="hotel-history">
      <h2 id="hotel-history-title">
        <Trans>変更履歴</Trans>
      </h2>
      {history.isError ? (
        <p className="form__failure" role="alert">
          {errorText(history.error)}
        </p>
      ) : !data ? (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      ) : data.entries.length === 0 ? (
        <p>
          <Trans>まだ変更はありません。</Trans>
        </p>
      ) : (
        <>
          {page === 1 ? (
            <p data-testid="hotel-last-change">
              {t`最終更新：${formatTokyoDateTime(data.entries[0]?.at ?? 0)}（${data.entries[0]?.actor.name ?? ''}）`}
            </p>
          ) : null}
          <ol className="hotel-history__list">
            {data.entries.map((entry) => (
              <li key={entry.id}>
                <span className="hotel-history__when">{formatTokyoDateTime(entry.at)}</span>{' '}
                <span className="hotel-history__who">
                  {entry.actor.name}
                  {entry.actor.login_id ? ` (${entry.actor.login_id})` : null}
                </span>
                <span className="hotel-history__what">
                  {entry.changes.map((c) => fieldName(c.field)).join('、')}
                </span>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="hotel-history__pages" aria-label={t`変更履歴のページ`}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>新しい変更</Trans>
              </button>
              <span>
                {page} / {pages}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                <Trans>古い変更</Trans>
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
