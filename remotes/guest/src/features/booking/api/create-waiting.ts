import type { createWaitingBody } from '@tomaru/domain/schemas/manage';
import { client, json } from '@tomaru/ui/client';
import type * as v from 'valibot';

export type CreateWaitingInput = v.InferInput<typeof createWaitingBody>;

/** Joins the waiting list for a sold-out stay; 409 available_now when it can be booked after all. */
export const createWaiting = (body: CreateWaitingInput) =>
  json(client().api.createwaiting.$post({ json: body }));
