import { idString } from '@tomaru/domain/schemas/common';
import * as v from 'valibot';

export const questionIdSearch = v.object({ id: idString });
export type QuestionIdSearch = v.InferOutput<typeof questionIdSearch>;
