import * as v from 'valibot';
import { date, id } from './common';

/** The answers of the season ceilings screen (一斉予約開始設定, decision 045). */

const seasonCeilingView = v.object({
  season_ceiling_id: id,
  hotel_id: id,
  stay_from: date,
  stay_to: date,
  /** From when guests may book its nights: Japan wall clock, `YYYY-MM-DDTHH:mm`. */
  opens_at: v.string(),
  /** Whether that time has come. */
  is_open: v.boolean(),
});
export type SeasonCeilingView = v.InferOutput<typeof seasonCeilingView>;

export const seasonCeilingsReply = v.object({ seasons: v.array(seasonCeilingView) });
export type SeasonCeilingsReply = v.InferOutput<typeof seasonCeilingsReply>;
export const seasonCeilingReply = v.object({ season: seasonCeilingView });
export const seasonCeilingDeletedReply = v.object({ deleted: v.literal(true) });
