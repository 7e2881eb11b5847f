import type { Db } from '@tomaru/db/client';
import { listingCatalog, reservationCatalog } from '@tomaru/db/queries/reservation-texts';
import { type Lang, localize } from '@tomaru/domain/languages';

/** A text a hotel writes per language, Japanese always present (db/schema/localized.ts). */
type LocalizedText = Parameters<typeof localize>[0];

/** The catalog texts behind a reservation, in every language the hotel wrote them. */
export type ReservationCatalog = {
  hotelTexts: readonly { lang: string; name: string; address: string }[];
  planTitles: LocalizedText | null;
  roomNames: LocalizedText | null;
  questions: readonly {
    question_id: number;
    texts: LocalizedText;
    choices: readonly { choice_id: number; texts: LocalizedText }[];
  }[];
  options: readonly { additional_option_id: number; names: LocalizedText }[];
  childTypes: readonly { child_type: number; names: LocalizedText | null }[];
};

/** What a reservation stored when it was booked (Japanese texts, the hotel's language). */
export type ReservationSnapshot = {
  hotel_name: string;
  plan_title: string;
  room_name: string;
  answers: readonly {
    question_id: number;
    question_text: string;
    choice_id: number | null;
    answered_choice_text: string;
    text: string;
  }[];
  options: readonly { additional_option_id: number; name: string }[];
};

/** A reservation's guest-facing texts in one language. */
export type ReservationTexts = {
  lang: Lang;
  hotel: { name: string; address: string };
  plan_title: string;
  room_name: string;
  /** In the order stored; `answer` is the chosen choice's text or the guest's own words. */
  answers: { question_id: number; choice_id: number | null; question: string; answer: string }[];
  /** Option names in the order stored. */
  options: { additional_option_id: number; name: string }[];
  childTypeName(childType: number): string;
};

/**
 * The catalog's text in `lang` while the catalog still holds what the reservation stored (in any of
 * its languages); once the hotel has renamed the row, or deleted it, the stored text: a receipt, a
 * mail and the CSV name what was sold, not what the row is called today. The price of that rule: a
 * hotel that rewrites only the Japanese title sends its foreign guests back to the stored Japanese
 * (decision 013).
 */
const pick = (texts: LocalizedText | null | undefined, lang: Lang, stored: string) =>
  texts && Object.values(texts).includes(stored) ? localize(texts, lang) : stored;

/**
 * A reservation's texts (hotel, plan, room, questions and answers, options, child types) in `lang`,
 * picked from the catalog as the booking steps pick them: the language's text, else Japanese; a
 * catalog row renamed or deleted since the booking gives the stored snapshot (see pick). Every
 * screen and mail of a reservation takes its texts from here.
 */
export function localizeReservation(
  snapshot: ReservationSnapshot,
  catalog: ReservationCatalog,
  lang: Lang,
): ReservationTexts {
  const hotelText =
    catalog.hotelTexts.find((t) => t.lang === lang) ?? catalog.hotelTexts.find((t) => t.lang === 'ja');
  const hotelRenamed = !catalog.hotelTexts.some((t) => t.name === snapshot.hotel_name);
  return {
    lang,
    hotel: {
      name: (!hotelRenamed && hotelText?.name) || snapshot.hotel_name,
      address: hotelText?.address ?? '',
    },
    plan_title: pick(catalog.planTitles, lang, snapshot.plan_title),
    room_name: pick(catalog.roomNames, lang, snapshot.room_name),
    answers: snapshot.answers.map((a) => {
      const question = catalog.questions.find((q) => q.question_id === a.question_id);
      const choice =
        a.choice_id === null ? undefined : question?.choices.find((c) => c.choice_id === a.choice_id);
      return {
        question_id: a.question_id,
        choice_id: a.choice_id,
        question: pick(question?.texts, lang, a.question_text),
        // A free-text answer is the guest's own words, shown as written.
        answer: a.choice_id === null ? a.text : pick(choice?.texts, lang, a.answered_choice_text || a.text),
      };
    }),
    options: snapshot.options.map((o) => ({
      additional_option_id: o.additional_option_id,
      name: pick(
        catalog.options.find((x) => x.additional_option_id === o.additional_option_id)?.names,
        lang,
        o.name,
      ),
    })),
    // Nothing of the child types is stored with the reservation: their names are the hotel's now.
    childTypeName(childType) {
      const names = catalog.childTypes.find((t) => t.child_type === childType)?.names;
      return names ? localize(names, lang) : String(childType);
    },
  };
}

/** A stored reservation's texts in `lang`: reads its catalog rows, then localizeReservation. */
export async function reservationTexts(
  db: Db,
  r: ReservationSnapshot & { hotel_id: number; plan_id: number; room_id: number },
  lang: Lang,
): Promise<ReservationTexts> {
  const catalog = await reservationCatalog(db, {
    hotel_id: r.hotel_id,
    plan_id: r.plan_id,
    room_id: r.room_id,
    question_ids: r.answers.map((a) => a.question_id),
    option_ids: r.options.map((o) => o.additional_option_id),
  });
  return localizeReservation(r, catalog, lang);
}

/**
 * Reservations of a list (my page) with their hotel, plan and room names in `lang`, picked as
 * localizeReservation picks them (the language's text, else Japanese, else what was stored).
 */
export async function localizeListing<
  T extends {
    hotel_id: number;
    plan_id: number;
    room_id: number;
    hotel_name: string;
    plan_title: string;
    room_name: string;
  },
>(db: Db, rows: T[], lang: Lang): Promise<T[]> {
  if (rows.length === 0) return rows;
  const distinct = (key: 'hotel_id' | 'plan_id' | 'room_id') => [...new Set(rows.map((r) => r[key]))];
  const catalog = await listingCatalog(db, {
    hotel_ids: distinct('hotel_id'),
    plan_ids: distinct('plan_id'),
    room_ids: distinct('room_id'),
  });
  const hotelName = (id: number, stored: string) => {
    const texts = catalog.hotelTexts.filter((t) => t.hotel_id === id);
    if (!texts.some((t) => t.name === stored)) return stored;
    return (texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === 'ja'))?.name || stored;
  };
  return rows.map((r) => ({
    ...r,
    hotel_name: hotelName(r.hotel_id, r.hotel_name),
    plan_title: pick(catalog.plans.find((p) => p.plan_id === r.plan_id)?.titles, lang, r.plan_title),
    room_name: pick(catalog.rooms.find((x) => x.room_id === r.room_id)?.names, lang, r.room_name),
  }));
}
