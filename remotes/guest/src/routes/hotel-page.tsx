import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { addStayDays, nightsBetween } from '@tomaru/ui/stay-dates';
import { type SearchValues, searchToQuery } from '@tomaru/ui/stay-search-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useNavigateHref } from '@tomaru/ui/url';
import { HotelInfoSection } from '../features/hotel-page/hotel-info-section';
import { HotelPlans, useStaySearch } from '../features/plan-list/hotel-plans';
import { RoomList } from '../features/room-list/room-list';
import { StockCalendar } from '../features/stock-calendar/stock-calendar';

/**
 * /hotels/{id}: the hotel's information, its plans for the dates and party of the query, its rooms
 * and the stock calendar, which picks a check-in date for the plans above it.
 */
export function HotelPage({ hotel }: RemotePageProps) {
  const lang = useLang();
  const navigate = useNavigateHref();
  const { values, stay } = useStaySearch();
  usePageTitle(hotel?.name);
  if (!hotel) return null;
  const hotelId = hotel.hotel_id;
  const go = (v: SearchValues) =>
    navigate(`${langPath(lang, `/hotels/${hotelId}`)}?${searchToQuery({ ...v, prefecture: '' })}`);
  const nights = stay ? nightsBetween(stay.checkin, stay.checkout) : 1;
  const rooms = stay?.room_count ?? 1;
  const adults = stay?.adults ?? (Number(values.adults) || 2);
  const pick = (date: string) => {
    go({ ...values, checkin: date, checkout: addStayDays(date, nights) });
    document.getElementById('hotel-plans-title')?.scrollIntoView({ block: 'start' });
  };
  return (
    <article className="hotel-page">
      <HotelInfoSection hotel={hotel} />
      <HotelPlans hotelId={hotelId} onSearch={go} />
      <RoomList hotelId={hotelId} />
      {hotel.status === 'pause' ? null : (
        <StockCalendar
          hotelId={hotelId}
          adults={Math.ceil(adults / rooms)}
          onPick={pick}
          start={stay?.checkin}
        />
      )}
    </article>
  );
}
