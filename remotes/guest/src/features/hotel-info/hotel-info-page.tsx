import { Trans, useLingui } from '@lingui/react/macro';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';

/** A hotel's information page, in the page's language where the hotel supplies it. */
export function HotelInfoPage({ hotel }: RemotePageProps) {
  const { t } = useLingui();
  usePageTitle(hotel?.name);
  if (!hotel) return null;
  const rows: [string, string | undefined][] = [
    [t`住所`, hotel.address],
    [t`アクセス`, hotel.access],
    [t`チェックイン`, hotel.checkin_time],
    [t`チェックアウト`, hotel.checkout_time],
  ];
  return (
    <article className="hotel-info">
      <h1>{hotel.name}</h1>
      {hotel.status === 'pause' ? (
        <p role="status">
          <Trans>このホテルは現在予約を受け付けていません。</Trans>
        </p>
      ) : null}
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
    </article>
  );
}
