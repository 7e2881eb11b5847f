import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BED_TYPES, ROOM_AMENITIES, SMOKING } from '@tomaru/domain/lists/room-features';
import { createRoomBody, updateRoomBody } from '@tomaru/domain/schemas/rooms';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { Field } from '@tomaru/ui/form';
import { AMENITY_LABELS, BED_TYPE_LABELS, SMOKING_LABELS } from '@tomaru/ui/labels/room-features';
import { LANGS, type Lang } from '@tomaru/ui/lang';
import {
  SchemaFormView,
  SubmitButton,
  TextField,
  useFieldError,
  useSchemaForm,
} from '@tomaru/ui/schema-form';
import { useEffect, useId, useState } from 'react';
import { get } from 'react-hook-form';
import { LocalizedTabs } from '../../../shared/inventory/localized-tabs';
import { createRoom, type Room, updateRoom } from '../api/rooms';

type Values = Omit<Room, 'room_id' | 'display_order' | 'images'> & { room_id?: number };

const EMPTY: Omit<Values, 'hotel_id'> = {
  names: { ja: '' },
  descriptions: { ja: '' },
  min_guests: 1,
  max_guests: 2,
  beds: 2,
  size_m2: null,
  smoking: 'no',
  bed_types: [],
  amenities: [],
  is_visible: true,
};

/**
 * A room's fields (`room/create`, `room/edit`): names and descriptions in each language the hotel
 * offers (one tab each), capacity, size, smoking, bed types, amenities and visibility. Editing sends
 * back what getroom answered, as edited (read-modify-write).
 */
export function RoomForm({
  room,
  languages,
  onCreated,
}: {
  /** The room being edited; none to create one. */
  room?: Room;
  languages: readonly string[];
  onCreated?: (roomId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const readOnly = viewer === 'union';
  const offered = LANGS.filter((l) => languages.includes(l));
  const save = useMutation({
    mutationFn: async (values: Values) => {
      if (room) return updateRoom(viewer, { ...values, room_id: room.room_id, hotel_id: entityId });
      const roomId = await createRoom(viewer, { ...values, hotel_id: entityId });
      onCreated?.(roomId);
      return null;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['rooms', viewer, entityId] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'room'] });
    },
  });
  const form = useSchemaForm(room ? updateRoomBody : createRoomBody, {
    defaultValues: room ? { ...room } : { ...EMPTY, hotel_id: entityId },
    onSubmit: async (values) => {
      setSaved(false);
      const answer = await save.mutateAsync(values as Values);
      if (answer) form.reset({ ...answer });
      setSaved(true);
    },
  });
  // "Saved" stays until the clerk changes a field (a reset to the saved answer is no change). Not tied
  // to isDirty: a field the answer gives as null (no size) reads back as '' and would look changed.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name) setSaved(false);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const hasError = (l: Lang) =>
    ['names', 'descriptions'].some((f) => get(form.formState.errors, `${f}.${l}`) !== undefined);
  const sizeId = useId();
  const sizeError = useFieldError(form, 'size_m2');

  return (
    <SchemaFormView form={form} className="form" aria-label={t`部屋タイプ`}>
      <fieldset className="rooms-group" disabled={readOnly}>
        <legend>
          <Trans>言語ごとの表示</Trans>
        </legend>
        <LocalizedTabs languages={offered} hasError={hasError}>
          {(l) => (
            <>
              <TextField form={form} name={`names.${l}`} label={t`部屋タイプ名`} required={l === 'ja'} />
              <DescriptionField form={form} name={`descriptions.${l}`} label={t`部屋の説明`} />
            </>
          )}
        </LocalizedTabs>
      </fieldset>

      <fieldset className="rooms-group" disabled={readOnly}>
        <legend>
          <Trans>定員と広さ</Trans>
        </legend>
        <div className="rooms-pair">
          <TextField
            form={form}
            name="min_guests"
            label={t`最小人数`}
            number
            type="number"
            min={1}
            required
          />
          <TextField
            form={form}
            name="max_guests"
            label={t`最大人数`}
            number
            type="number"
            min={1}
            required
          />
          <TextField form={form} name="beds" label={t`ベッド数`} number type="number" min={0} required />
        </div>
        <Field id={sizeId} label={t`広さ（㎡）`} error={sizeError}>
          {(aria) => (
            <input
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              {...aria}
              {...form.register('size_m2', {
                setValueAs: (value: unknown) =>
                  value === '' || value === null || value === undefined ? null : Number(value),
              })}
            />
          )}
        </Field>
        <fieldset className="rooms-group">
          <legend>
            <Trans>喫煙</Trans>
          </legend>
          <div className="rooms-checks">
            {SMOKING.map((s) => (
              <label key={s} className="rooms-check">
                <input type="radio" value={s} {...form.register('smoking')} /> {i18n._(SMOKING_LABELS[s])}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="rooms-group" disabled={readOnly}>
        <legend>
          <Trans>ベッドの種類</Trans>
        </legend>
        <div className="rooms-checks">
          {BED_TYPES.map((b) => (
            <label key={b} className="rooms-check">
              <input type="checkbox" value={b} {...form.register('bed_types')} /> {i18n._(BED_TYPE_LABELS[b])}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="rooms-group" disabled={readOnly}>
        <legend>
          <Trans>設備・アメニティ</Trans>
        </legend>
        <div className="rooms-checks">
          {ROOM_AMENITIES.map((a) => (
            <label key={a} className="rooms-check">
              <input type="checkbox" value={a} {...form.register('amenities')} /> {i18n._(AMENITY_LABELS[a])}
            </label>
          ))}
        </div>
      </fieldset>

      <label className="rooms-check">
        <input type="checkbox" disabled={readOnly} {...form.register('is_visible')} />{' '}
        <Trans>お客様のページに表示する</Trans>
      </label>

      {readOnly ? null : (
        <div className="rooms-actions">
          <SubmitButton form={form}>
            {room ? <Trans>部屋タイプを保存</Trans> : <Trans>部屋タイプを追加</Trans>}
          </SubmitButton>
        </div>
      )}
      <div role="status">
        {saved ? (
          <p className="rooms-ok" data-testid="room-saved">
            <Trans>部屋タイプを保存しました。</Trans>
          </p>
        ) : null}
      </div>
    </SchemaFormView>
  );
}

/** A labelled text area bound to a description. */
function DescriptionField({
  form,
  name,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: either the create or the update form
  form: any;
  name: string;
  label: string;
}) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => <textarea className="input" rows={4} {...aria} {...form.register(name)} />}
    </Field>
  );
}
