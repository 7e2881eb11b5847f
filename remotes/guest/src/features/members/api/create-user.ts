import type { CreateUserBody } from '@tomaru/domain/schemas/members';
import { api } from '@tomaru/ui/api';

/** Registers a member, unverified until the mailed link is opened. */
export function createUser(body: CreateUserBody): Promise<{ status: 'verification_sent' }> {
  return api('/api/createuser', { body });
}
