import type { CreateUserBody } from '@tomaru/domain/schemas/members';
import { client, json } from '@tomaru/ui/client';

/**
 * Registers a member, unverified until the mailed link is opened; for a member's address the answer
 * is the same and the mail tells its owner to sign in.
 */
export const createUser = (body: CreateUserBody) => json(client().api.createuser.$post({ json: body }));
