import { asc, eq } from 'drizzle-orm';
import { additionalOptions, childTypes, hotelTexts, plans, questions, rooms } from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';

/**
 * The hotel's catalog texts (every language) behind a stored reservation: its hotel, plan, room,
 * the questions it answered, the options it bought and the hotel's child types. Rows deleted since
 * the booking are simply missing; the reservation's own Japanese snapshot stands in for them.
 */
export async function reservationCatalog(
  db: Db,
  r: { hotel_id: number; plan_id: number; room_id: number; question_ids: number[]; option_ids: number[] },
) {
  const [texts, plan, room, asked, bought, children] = await Promise.all([
    db.select().from(hotelTexts).where(eq(hotelTexts.hotel_id, r.hotel_id)).all(),
    db.select({ titles: plans.titles }).from(plans).where(eq(plans.plan_id, r.plan_id)).get(),
    db.select({ names: rooms.names }).from(rooms).where(eq(rooms.room_id, r.room_id)).get(),
    r.question_ids.length
      ? db
          .select({ question_id: questions.question_id, texts: questions.texts, choices: questions.choices })
          .from(questions)
          .where(inList(questions.question_id, r.question_ids))
          .all()
      : [],
    r.option_ids.length
      ? db
          .select({
            additional_option_id: additionalOptions.additional_option_id,
            names: additionalOptions.names,
          })
          .from(additionalOptions)
          .where(inList(additionalOptions.additional_option_id, r.option_ids))
          .all()
      : [],
    db
      .select({ child_type: childTypes.child_type, names: childTypes.names })
      .from(childTypes)
      .where(eq(childTypes.hotel_id, r.hotel_id))
      .orderBy(asc(childTypes.child_type))
      .all(),
  ]);
  return {
    hotelTexts: texts,
    planTitles: plan?.titles ?? null,
    roomNames: room?.names ?? null,
    questions: asked,
    options: bought,
    childTypes: children,
  };
}

/**
 * The names a list of reservations shows (hotel, plan, room) in every language, for many
 * reservations at once: a few reads whatever the number of reservations.
 */
export async function listingCatalog(
  db: Db,
  ids: { hotel_ids: number[]; plan_ids: number[]; room_ids: number[] },
) {
  const [texts, planRows, roomRows] = await Promise.all([
    db
      .select({ hotel_id: hotelTexts.hotel_id, lang: hotelTexts.lang, name: hotelTexts.name })
      .from(hotelTexts)
      .where(inList(hotelTexts.hotel_id, ids.hotel_ids))
      .all(),
    db
      .select({ plan_id: plans.plan_id, titles: plans.titles })
      .from(plans)
      .where(inList(plans.plan_id, ids.plan_ids))
      .all(),
    db
      .select({ room_id: rooms.room_id, names: rooms.names })
      .from(rooms)
      .where(inList(rooms.room_id, ids.room_ids))
      .all(),
  ]);
  return { hotelTexts: texts, plans: planRows, rooms: roomRows };
}
