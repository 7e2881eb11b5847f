import { getSession } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';
import type { BookBodyInput } from '../model/bodies';

/** Books the stay (POST /api/book); a signed-in member books as that member. */
export const createBooking = (body: BookBodyInput) =>
  json(client(getSession('user') ? 'user' : undefined).api.book.$post({ json: body }));
