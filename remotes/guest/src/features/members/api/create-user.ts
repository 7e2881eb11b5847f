import type { CreateUserBody } from '@tomaru/domain/schemas/members';
import { client, json } from '@tomaru/ui/client';

/** Registers a member, unverified until the mailed link is opened. */
export const createUser = (body: CreateUserBody) => json(client().api.createuser.$post({ json: body }));
