import * as v from 'valibot';
import { idOrZeroString, idString, langParam } from './common';

export const hotelIdQuery = v.object({ hotel_id: idString });
export const chainIdQuery = v.object({ chain_id: idOrZeroString });
export const unionIdQuery = v.object({ union_id: idString });
export const hotelInfoQuery = v.object({ hotel_id: idString, lang: v.optional(langParam) });
