import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestHotel } from '@tomaru/ui/remote';
import { HotelGallery } from './hotel-gallery';

/** A hotel's name, photos, address, access, check-in and check-out times and description, in the page's language. */
export function HotelInfoSection({ hotel }: { hotel: GuestHotel }) {
  const { t } = useLingui();
  const description = typeof hotel.description === 'string' ? hotel.description : '';
  const rows: [string, string | undefined][] = [
    [t`住所`, hotel.address],
    [t`アクセス`, hotel.access],
    [t`チェックイン`, hotel.checkin_time ? t`${hotel.checkin_time}から` : undefined],
    [t`チェックアウト`, hotel.checkout_time ? t`${hotel.checkout_time}まで` : undefined],
  ];
  return (
    <div className="hotel-info">
      <h1>{hotel.name}</h1>
      {hotel.status === 'pause' ? (
        <p role="status" className="lead">
          <Trans>このホテルは現在予約を受け付けていません。</Trans>
        </p>
      ) : null}
      <HotelGallery images={hotel.images ?? []} />
      {description ? <p className="hotel-info__description">{description}</p> : null}
      <dl>
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
