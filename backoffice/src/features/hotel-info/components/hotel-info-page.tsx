import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { usePageTitle } from '@tomaru/ui/title';
import { hotelInfoQuery } from '../api/hotel-info';
import { HotelHistory } from './hotel-history';
import { HotelInfoForm } from './hotel-info-form';
import { HotelSettingsForm } from './hotel-settings-form';
import { HotelInfoStyles } from './styles';

/** The hotel-information screen (`hotelinfo`, `hotelinfo/edit`): the form, the settings, the history. */
export function HotelInfoPage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const router = useRouter();
  const { data: hotel } = useSuspenseQuery(hotelInfoQuery(viewer, entityId));
  usePageTitle(t`ホテル情報`);
  return (
    <div className="hotel-page">
      <HotelInfoStyles />
      <h1>
        <Trans>ホテル情報</Trans>
      </h1>
      <p>
        <Trans>ここで保存した内容は、お客様向けのページ、予約のメール、領収書にすぐ反映されます。</Trans>
      </p>
      {/* A save answers the row as saved; the key makes the forms start again from it on another hotel. */}
      <HotelInfoForm
        key={`info-${hotel.hotel_id}`}
        hotel={hotel}
        // The frame's title shows the hotel's name to a chain or admin viewer: read the frame again.
        onNameChanged={() => router.invalidate()}
      />
      <h2>
        <Trans>公開状態と連携</Trans>
      </h2>
      <HotelSettingsForm key={`settings-${hotel.hotel_id}`} hotel={hotel} />
      <HotelHistory hotelId={hotel.hotel_id} />
    </div>
  );
}
