import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { fieldPathName } from '@tomaru/ui/labels/field';
import { useState } from 'react';
import { historyQuery } from './history-query';

const CSS = `
.entity-history__list { padding-left: 1.25rem; }
.entity-history__list li { margin-bottom: 0.5rem; overflow-wrap: anywhere; }
.entity-history__what { display: block; color: #555; }
.entity-history__pages { display: flex; gap: 0.5rem; align-items: center; }
`;

type Props = {
  entity: AuditEntity;
  entityId: number;
  /**
   * A changed field's name where the screen knows more than the shared labels (the room and colour
   * of a price cell); by default the label of ui/src/labels/field.ts (`names.en` → "部屋名（英語）").
   */
  fieldName?: (field: string) => string;
  /** Test id of the section; the last-change line gets `${testId}-last-change`. */
  testId?: string;
};

/**
 * An entity's change history under its edit screen (decision 019): the last change first, who made
 * it and which fields, 20 a page. Every back-office edit screen shows one.
 */
export function EntityHistory({ entity, entityId, fieldName, testId = 'entity-history' }: Props) {
  const { t, i18n } = useLingui();
  const nameOf = fieldName ?? ((field: string) => fieldPathName(i18n, field, entity) ?? field);
  const { viewer } = useBackOffice();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const history = useQuery(historyQuery(viewer, entity, entityId, page));
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const titleId = `${testId}-title`;
  return (
    <section className="entity-history" aria-labelledby={titleId} data-testid={testId}>
      <style>{CSS}</style>
      <h2 id={titleId}>
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
            <p data-testid={`${testId}-last-change`}>
              {t`最終更新：${formatTokyoDateTime(data.entries[0]?.at ?? 0)}（${data.entries[0]?.actor.name ?? ''}）`}
            </p>
          ) : null}
          <ol className="entity-history__list">
            {data.entries.map((entry) => (
              <li key={entry.id}>
                <span className="entity-history__when">{formatTokyoDateTime(entry.at)}</span>{' '}
                <span className="entity-history__who">
                  {entry.actor.name}
                  {entry.actor.login_id ? ` (${entry.actor.login_id})` : null}
                </span>
                <span className="entity-history__what">
                  {entry.changes.map((c) => nameOf(c.field)).join('、')}
                </span>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="entity-history__pages" aria-label={t`変更履歴のページ`}>
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
