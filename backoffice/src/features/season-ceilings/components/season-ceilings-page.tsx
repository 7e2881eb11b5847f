import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  type CreateSeasonCeilingBody,
  createSeasonCeilingBody,
} from '@tomaru/domain/schemas/season-ceilings';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useErrorText } from '@tomaru/ui/error-text';
import { formatPlainDate } from '@tomaru/ui/format';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useState } from 'react';
import { EntityHistory } from '../../../shared/history/entity-history';
import { createSeason, deleteSeason, type Season, seasonsQuery, updateSeason } from '../api/season-ceilings';
import { SeasonCalendar } from './season-calendar';
import { SeasonStyles } from './styles';

/** Japan wall clock `YYYY-MM-DDTHH:mm` as the list shows it. */
const shownAt = (local: string, locale: string) =>
  `${formatPlainDate(local.slice(0, 10), locale)} ${local.slice(11)}`;

/**
 * 一括予約開始設定 (planSeasonCellingCalendar): the hotel's seasons of stay dates and from when guests
 * may book each; a month calendar of what opens when; each season's history. A union reads only.
 */
export function SeasonCeilingsPage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const { data: seasons } = useSuspenseQuery(seasonsQuery(viewer, entityId));
  const [editing, setEditing] = useState<Season | null>(null);
  const readOnly = viewer === 'union';
  const heading = t`一括予約開始設定`;
  usePageTitle(heading);

  return (
    <div className="sc-page">
      <SeasonStyles />
      <h1>{heading}</h1>
      <p>{t`宿泊期間ごとに、予約の受付を始める日時（日本時間）を設定します。受付開始前の宿泊日は、お客様の画面で「予約受付開始日時」を表示し、予約できません。`}</p>
      {readOnly ? <p className="sc-note">{t`閲覧のみ可能です。`}</p> : null}
      <SeasonList
        seasons={seasons}
        readOnly={readOnly}
        onEdit={setEditing}
        editingId={editing?.season_ceiling_id}
      />
      {readOnly ? null : (
        <SeasonForm
          key={editing ? `edit-${editing.season_ceiling_id}` : 'create'}
          season={editing}
          hotelId={entityId}
          onDone={() => setEditing(null)}
        />
      )}
      <SeasonCalendar seasons={seasons} />
      {editing ? (
        <section className="sc-history">
          <h2>{t`変更履歴`}</h2>
          <EntityHistory
            entity="season_ceiling"
            entityId={editing.season_ceiling_id}
            testId="season-history"
          />
        </section>
      ) : null}
    </div>
  );
}

function SeasonList({
  seasons,
  readOnly,
  onEdit,
  editingId,
}: {
  seasons: readonly Season[];
  readOnly: boolean;
  onEdit: (season: Season) => void;
  editingId: number | undefined;
}) {
  const { t, i18n } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const errorText = useErrorText('staff');
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteSeason(viewer, { hotel_id: entityId, season_ceiling_id: id }),
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: ['season-ceilings'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'season_ceiling'] });
    },
  });
  const date = (d: string) => formatPlainDate(d, i18n.locale);

  if (seasons.length === 0) return <p role="status">{t`予約開始設定はまだありません。`}</p>;
  return (
    <section aria-label={t`予約開始設定の一覧`}>
      {remove.isError ? (
        <p className="form__failure" role="alert">
          {errorText(remove.error)}
        </p>
      ) : null}
      <div className="sc-scroll">
        <table className="sc-table" data-testid="sc-table">
          <caption className="visually-hidden">{t`予約開始設定の一覧`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`宿泊期間`}</th>
              <th scope="col">{t`予約開始日時（日本時間）`}</th>
              <th scope="col">{t`状態`}</th>
              {readOnly ? null : <th scope="col">{t`操作`}</th>}
            </tr>
          </thead>
          <tbody>
            {seasons.map((s) => {
              const period = `${date(s.stay_from)} 〜 ${date(s.stay_to)}`;
              return (
                <tr
                  key={s.season_ceiling_id}
                  aria-current={editingId === s.season_ceiling_id ? true : undefined}
                >
                  <td>{period}</td>
                  <td>{shownAt(s.opens_at, i18n.locale)}</td>
                  <td>
                    <span className={`sc-badge ${s.is_open ? 'sc-badge--open' : 'sc-badge--later'}`}>
                      {s.is_open ? t`受付中` : t`受付開始前`}
                    </span>
                  </td>
                  {readOnly ? null : (
                    <td className="sc-actions">
                      <button
                        type="button"
                        className="button"
                        onClick={() => onEdit(s)}
                        aria-label={t`${period}を編集`}
                      >
                        {t`編集`}
                      </button>
                      {confirming === s.season_ceiling_id ? (
                        <>
                          <button
                            type="button"
                            className="button sc-danger"
                            disabled={remove.isPending}
                            onClick={() => remove.mutate(s.season_ceiling_id)}
                          >
                            {t`削除する`}
                          </button>
                          <button type="button" className="button" onClick={() => setConfirming(null)}>
                            {t`やめる`}
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="button"
                          onClick={() => setConfirming(s.season_ceiling_id)}
                          aria-label={t`${period}を削除`}
                        >
                          {t`削除`}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Creates a season, or edits `season` (read-modify-write: the object the list answered). */
function SeasonForm({
  season,
  hotelId,
  onDone,
}: {
  season: Season | null;
  hotelId: number;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const defaults: CreateSeasonCeilingBody = season
    ? { hotel_id: hotelId, stay_from: season.stay_from, stay_to: season.stay_to, opens_at: season.opens_at }
    : { hotel_id: hotelId, stay_from: '', stay_to: '', opens_at: '' };
  // The fields are the create call's; an edit adds the season's id (updateseasonceiling's schema).
  const form = useSchemaForm(createSeasonCeilingBody, {
    defaultValues: defaults,
    onSubmit: async (values) => {
      setSaved(false);
      if (season) await updateSeason(viewer, { ...values, season_ceiling_id: season.season_ceiling_id });
      else await createSeason(viewer, values);
      await queryClient.invalidateQueries({ queryKey: ['season-ceilings'] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'season_ceiling'] });
      setSaved(true);
      if (!season) form.reset(defaults);
    },
  });
  return (
    <section className="sc-form card" aria-labelledby="sc-form-title">
      <h2 id="sc-form-title">{season ? t`予約開始設定を編集` : t`予約開始設定を追加`}</h2>
      <SchemaFormView form={form} aria-label={season ? t`予約開始設定を編集` : t`予約開始設定を追加`}>
        <div className="sc-grid">
          <TextField form={form} name="stay_from" type="date" label={t`宿泊期間（開始日）`} required />
          <TextField form={form} name="stay_to" type="date" label={t`宿泊期間（終了日）`} required />
          <TextField
            form={form}
            name="opens_at"
            type="datetime-local"
            label={t`予約開始日時（日本時間）`}
            required
          />
        </div>
        <div className="sc-buttons">
          <SubmitButton form={form}>{season ? t`保存` : t`追加`}</SubmitButton>
          {season ? (
            <button type="button" className="button" onClick={onDone}>
              {t`編集をやめる`}
            </button>
          ) : null}
        </div>
        <p role="status" className="sc-saved">
          {saved ? t`保存しました。` : ''}
        </p>
      </SchemaFormView>
    </section>
  );
}
