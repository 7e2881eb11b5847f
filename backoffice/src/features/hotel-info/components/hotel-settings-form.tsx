import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOTEL_STATUSES, SITE_CONTROLLERS, updateHotelBody } from '@tomaru/domain/schemas/hotel-info';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { CONTROLLER_LABELS } from '@tomaru/ui/labels/controller';
import { HOTEL_STATUS_LABELS } from '@tomaru/ui/labels/hotel-status';
import { SchemaFormView, SubmitButton, useSchemaForm } from '@tomaru/ui/schema-form';
import { useState } from 'react';
import { type HotelInfo, hotelInfoQuery, updateHotel } from '../api/hotel-info';
import { SelectField } from './fields';

/** Whether guests can book (normal, pause) and which site controller feeds the stock: updatehotel. */
export function HotelSettingsForm({ hotel }: { hotel: HotelInfo }) {
  const { t } = useLingui();
  const { viewer } = useBackOffice();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const values = (h: HotelInfo) => ({
    hotel_id: h.hotel_id,
    status: h.status,
    controller: h.controller,
    updated_at: h.updated_at,
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateHotel>[1]) => updateHotel(viewer, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(hotelInfoQuery(viewer, answer.hotel_id).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: ['history', 'hotel', viewer, answer.hotel_id] });
    },
  });
  const form = useSchemaForm(updateHotelBody, {
    defaultValues: values(hotel),
    onSubmit: async (body) => {
      setSaved(false);
      form.reset(values(await save.mutateAsync(body)));
      setSaved(true);
    },
  });
  return (
    <SchemaFormView form={form} className="form hotel-form" aria-label={t`公開状態と連携`}>
      <SelectField
        form={form}
        name="status"
        label={t`公開状態`}
        options={HOTEL_STATUSES.map((s) => ({ value: s, label: HOTEL_STATUS_LABELS[s] }))}
      />
      <SelectField
        form={form}
        name="controller"
        label={t`サイトコントローラー`}
        options={SITE_CONTROLLERS.map((c) => ({ value: c, label: CONTROLLER_LABELS[c] }))}
      />
      <div className="hotel-form__actions">
        <SubmitButton form={form}>
          <Trans>公開状態と連携を保存</Trans>
        </SubmitButton>
      </div>
      <div role="status">
        {saved && !form.formState.isDirty ? (
          <p className="hotel-form__ok">
            <Trans>公開状態と連携を保存しました。</Trans>
          </p>
        ) : null}
      </div>
    </SchemaFormView>
  );
}
