import { Trans, useLingui } from '@lingui/react/macro';
import type { MealType, PaymentMode } from '@tomaru/domain/enums';
import { MEAL_TYPE_LABELS } from './labels/meal-type';
import { langPath, useLang } from './lang';
import { FromPrice, TotalPrice } from './price';
import { nightsBetween } from './stay-dates';
import { HrefLink } from './url';

/** A room of a plan as getplans, searchplans and getsecretplan answer it; with dates, its offer. */
type GuestPlanRoom = {
  room_id: number;
  hotel_id: number;
  name: string;
  description: string;
  min_guests: number;
  max_guests: number;
  beds: number;
  /** Lowest price per adult per night, tax included (for the search when dates are given). */
  min_price?: number | null;
  /** What the adults of the party pay for the stay, tax included (only with dates). */
  total_price?: number | null;
  remaining?: number;
  available?: boolean;
};

/** A plan as the guest catalog calls answer it, in the page's language. */
export type GuestPlan = {
  plan_id: number;
  hotel_id: number;
  title: string;
  description: string;
  meal_type: MealType;
  payment_mode: PaymentMode;
  payment_methods: string[];
  min_nights: number;
  max_nights: number;
  is_secret?: boolean;
  rooms: GuestPlanRoom[];
};

/** Dates and party of a search (the query of /searchplanlist and of a hotel's page). */
export type StaySearch = { checkin: string; checkout: string; room_count: number; adults: number };

/** One room's guests for the booking link: the adults of a room split over the two adult fields. */
function occupancies(search: Pick<StaySearch, 'room_count' | 'adults'>) {
  const rooms = Math.max(1, search.room_count);
  const adults = Math.max(search.adults, rooms);
  return Array.from({ length: rooms }, (_, i) => {
    const inRoom = Math.floor(adults / rooms) + (i < adults % rooms ? 1 : 0);
    return { male_num: Math.ceil(inRoom / 2), female_num: Math.floor(inRoom / 2) };
  });
}

/**
 * The first step of the reservation flow for a plan, room and search, as the booking page reads it.
 * A secret plan's link carries its URL key (`secret`), since the flow cannot find it otherwise.
 * @example bookHref('en', 1, 101, 102, s) → '/en/hotels/1/book?plan_id=101&room_id=102&checkin=…&rooms=%5B…%5D'
 */
function bookHref(
  lang: Parameters<typeof langPath>[0],
  hotelId: number,
  planId: number,
  roomId: number,
  search: StaySearch,
  secret?: string,
): string {
  const query = new URLSearchParams({
    plan_id: String(planId),
    room_id: String(roomId),
    checkin: search.checkin,
    checkout: search.checkout,
    rooms: JSON.stringify(occupancies(search)),
    ...(secret ? { secret } : {}),
  });
  return `${langPath(lang, `/hotels/${hotelId}/book`)}?${query.toString()}`;
}

function RoomOffer({
  plan,
  room,
  search,
  secretUrl,
}: {
  plan: GuestPlan;
  room: GuestPlanRoom;
  search: StaySearch | null;
  secretUrl: string | undefined;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const bookable = plan.payment_methods.length > 0;
  // A room read without the search (a members-only plan, decision 041) links to the booking
  // flow, which prices the stay and checks the stock itself.
  const quoted = room.available !== undefined;
  const soldOut = search !== null && (room.remaining ?? 0) < search.room_count;
  const min = room.min_guests;
  const max = room.max_guests;
  const beds = room.beds;
  return (
    <li className="room-offer" data-room-id={room.room_id}>
      <h4 className="room-offer__name">{room.name}</h4>
      <p className="room-offer__facts">
        {t`定員 ${min}〜${max}名`} ・ {t`ベッド ${beds}台`}
      </p>
      {search === null || !quoted ? (
        room.min_price != null ? (
          <p className="room-offer__price">
            <FromPrice amount={room.min_price} />
          </p>
        ) : null
      ) : room.total_price != null ? (
        <p className="room-offer__price" data-total={room.total_price}>
          <TotalPrice
            amount={room.total_price}
            adults={search.adults}
            nights={nightsBetween(search.checkin, search.checkout)}
            rooms={search.room_count}
          />
          {room.min_price != null ? (
            <>
              <br />
              <FromPrice amount={room.min_price} />
            </>
          ) : null}
        </p>
      ) : (
        <p className="room-offer__price">
          <Trans>ご指定の日程・人数の料金はありません。</Trans>
        </p>
      )}
      {search === null ? null : !quoted ? (
        bookable ? (
          <HrefLink
            className="button button--primary"
            href={bookHref(lang, plan.hotel_id, plan.plan_id, room.room_id, search, secretUrl)}
            aria-label={t`${room.name}を予約する`}
          >
            <Trans>予約する</Trans>
          </HrefLink>
        ) : null
      ) : soldOut ? (
        <p className="room-offer__status room-offer__status--out">
          <Trans>満室</Trans>
        </p>
      ) : room.available ? (
        <>
          <p className="room-offer__status">{t`残り${room.remaining ?? 0}室`}</p>
          {bookable ? (
            <HrefLink
              className="button button--primary"
              href={bookHref(lang, plan.hotel_id, plan.plan_id, room.room_id, search, secretUrl)}
              aria-label={t`${room.name}を予約する`}
            >
              <Trans>予約する</Trans>
            </HrefLink>
          ) : null}
        </>
      ) : (
        <p className="room-offer__status room-offer__status--out">
          <Trans>ご指定の日程では予約できません</Trans>
        </p>
      )}
    </li>
  );
}

/** A plan with its rooms: prices for the search when dates are given, else the lowest prices. */
export function PlanCard({
  plan,
  search,
  hotelName,
  hotelHref,
  headingLevel = 3,
  secretUrl,
  tag,
}: {
  plan: GuestPlan;
  search: StaySearch | null;
  /** A mark shown beside the meal type (a members-only plan's, decision 041). */
  tag?: string;
  /** Shown above the title where plans of several hotels are listed. */
  hotelName?: string;
  hotelHref?: string;
  headingLevel?: 2 | 3;
  /** A secret plan's URL key, carried by its booking links. */
  secretUrl?: string;
}) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="plan-card card" data-plan-id={plan.plan_id}>
      {hotelName ? (
        <p className="plan-card__hotel">
          {hotelHref ? <HrefLink href={hotelHref}>{hotelName}</HrefLink> : hotelName}
        </p>
      ) : null}
      <Heading className="plan-card__title">{plan.title}</Heading>
      <p className="plan-card__tags">
        <span className="tag">{i18n._(MEAL_TYPE_LABELS[plan.meal_type])}</span>
        {tag ? <span className="tag tag--accent">{tag}</span> : null}
      </p>
      {plan.description ? <p className="plan-card__description">{plan.description}</p> : null}
      {plan.payment_methods.length === 0 ? (
        <p className="plan-card__note">
          <Trans>このプランは現在オンラインではご予約いただけません。</Trans>
        </p>
      ) : null}
      {search === null ? (
        <p className="plan-card__note">
          <Trans>日程と人数を指定すると、料金と空室をご確認いただけます。</Trans>
        </p>
      ) : null}
      <ul className="room-offers">
        {plan.rooms.map((room) => (
          <RoomOffer key={room.room_id} plan={plan} room={room} search={search} secretUrl={secretUrl} />
        ))}
      </ul>
    </article>
  );
}
