import { idString } from '@tomaru/domain/schemas/common';
import { IMAGE_TARGETS } from '@tomaru/domain/schemas/images';
import * as v from 'valibot';

/** The edit screen's query: which target's set (`?target=room&target_id=101`). */
export const imageTargetSearch = v.object({
  target: v.picklist(IMAGE_TARGETS, 'invalid_value'),
  target_id: idString,
});
export type ImageTargetSearch = v.InferOutput<typeof imageTargetSearch>;
