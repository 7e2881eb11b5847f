import type { PlanRow, RoomRow } from '@tomaru/db/queries/catalog';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { type Lang, localize } from '@tomaru/domain/languages';
import type { GuestImage } from '@tomaru/domain/schemas/images';
import { paymentMethodsFor } from '../booking/quote.service';

type Plan = PlanRow;
type Room = RoomRow;

/**
 * A room type as guests see it, in their language, with its photos where the call loads them
 * (getrooms, getroom, getplan, getsecretplan; list and search answers keep to one round trip and
 * leave them empty, decision 044). The room row's own `images` column is superseded by image sets.
 */
export function roomView(room: Room, lang: Lang, images: GuestImage[] = []) {
  return {
    room_id: room.room_id,
    hotel_id: room.hotel_id,
    name: localize(room.names, lang),
    description: localize(room.descriptions, lang),
    images,
    min_guests: room.min_guests,
    max_guests: room.max_guests,
    beds: room.beds,
    size_m2: room.size_m2,
    smoking: room.smoking,
    bed_types: room.bed_types,
    amenities: room.amenities,
  };
}

/** A plan as guests see it, in their language, with its photos where loaded; never its secret URL. */
export function planView(
  plan: Plan,
  lang: Lang,
  prepaid: readonly PaymentMethod[],
  images: GuestImage[] = [],
) {
  return {
    plan_id: plan.plan_id,
    hotel_id: plan.hotel_id,
    title: localize(plan.titles, lang),
    description: localize(plan.descriptions, lang),
    meal_type: plan.meal_type,
    payment_mode: plan.payment_mode,
    payment_methods: paymentMethodsFor(plan.payment_mode, prepaid),
    sale_start: plan.sale_start,
    sale_end: plan.sale_end,
    book_days_ahead: plan.book_days_ahead,
    cutoff_days_before: plan.cutoff_days_before,
    cutoff_time: plan.cutoff_time,
    min_nights: plan.min_nights,
    max_nights: plan.max_nights,
    checkin_times: plan.checkin_times,
    accepted_child_types: plan.accepted_child_types,
    cancel_policy: plan.cancel_policy,
    change_deadline_days: plan.change_deadline_days,
    is_secret: plan.is_secret,
    images,
  };
}
